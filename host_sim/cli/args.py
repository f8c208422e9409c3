"""Command-line words for the tools that keep their own exit statuses (argparse exits 2
on a usage error, which `score` and `sheet` keep for an impossible log)."""


def take_value(args, flag):
    """Remove `flag VALUE` from the list `args` and give VALUE (None without the flag);
    ValueError when the flag has no value after it."""
    if flag not in args:
        return None
    i = args.index(flag)
    if i + 1 >= len(args):
        raise ValueError(flag + " needs a value")
    value = args[i + 1]
    del args[i:i + 2]
    return value


def language(chosen=None, data_dir=None):
    """The language a host tool speaks: `chosen` (--lang), else the one the device kept
    in the data folder (its `settings` file, as the menu and the first start write it),
    else English. ValueError for a language picotafel does not have."""
    from picotafel import lang
    if chosen is not None:
        if chosen not in lang.CODES:
            raise ValueError("--lang takes %s, not %r" % (" ".join(lang.CODES), chosen))
        return chosen
    if data_dir is not None:
        from picotafel.saving.storage import Store
        from picotafel.saving.storage_settings import setting
        kept = setting(Store(data_dir), "lang")
        if kept in lang.CODES:
            return kept
    return "en"


def take_lang(args, data_dir=None):
    """Remove `--lang L` from the list `args`, speak the language() it says from now on
    (picotafel.lang.use) and give it; ValueError as language()."""
    from picotafel import lang
    code = language(take_value(args, "--lang"), data_dir)
    lang.use(code)
    return code
