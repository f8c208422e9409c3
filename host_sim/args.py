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
