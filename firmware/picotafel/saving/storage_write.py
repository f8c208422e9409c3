"""Writing the saved matches' files whole, and the settings file: a match written record
by record (a new match, a rewrite after an undo or a repair, beside the old file and
renamed over it), room made on a full flash by removing the oldest finished matches,
the files of earlier firmware renamed, a setting kept. Apart from the list (storage_list,
which it builds on) because play only appends: this is on the Pico's heap only once a
file is written whole, and leaves with the menu and the setup (picotafel.heap).
"""

from picotafel.lang import t
from picotafel.saving.storage_format import HEAD, NOTE, OVER, SHARD, VERSION, record
from picotafel.saving.storage_list import entry, folder, ids, listdir, parse_name, shards

HEAP = ("NOT_IN_PLAY", "OPENED")   # its groups (picotafel.heap)

LANG_PART = "menu"      # its words leave the heap with it (picotafel.heap)


def version_line():
    return record((HEAD + b"%d" % VERSION).decode(), 0)


def mkshard(st, mid):
    """The folder of match `mid`'s hundred, made if it is not there."""
    path = folder(st, mid // SHARD)
    if st._size(path) < 0:
        st._mkroot()
        st.fs.mkdir(path)


def rename_old(st):
    """Give every file named as earlier firmware named it (NNNN.ext) its name of now,
    folder by folder (a rename each: a power cut leaves each file under one of its two
    names, and the next power-on goes on from there); the number of matches renamed."""
    done = 0
    for shard in shards(st):
        for n in listdir(st, folder(st, shard)):
            got = parse_name(n)
            if got and got[2]:
                st._replace("%s/%s" % (folder(st, shard), n), st.path(got[0], got[1]))
                done += got[1] == "log"
    return done


def write_file(st, mid, m, ext, note=None):
    """Write match `m` whole as file `ext` of `mid`, a record at a time (a long match
    never needs its whole text in the Pico's heap); `note` ends it as a marker."""
    p = st.path(mid, ext)
    mkshard(st, mid)
    with open(p, "wb") as f:
        f.write(version_line())
        n = 0
        for line in m.lines():
            n += 1
            f.write(record(line, n))
        if note:
            f.write(record(NOTE + note, n))
        if m.finished:
            f.write(record(OVER, n))
        st._sync(f)


def rewrite(st, mid, m, note=None):
    """Replace the file of `mid` by match `m` in one step (a .tmp renamed over it)."""
    write_file(st, mid, m, "tmp", note)
    st._replace(st.path(mid, "tmp"), st.path(mid))


def make_room(st, need, keep):
    """Remove the oldest finished matches (each with its set-aside original) until `need`
    bytes are free, then set-aside originals of matches no longer there (nothing of them
    could be read: nothing to play on); a message for each, and one if still short. An
    unfinished match is never removed."""
    free = st._free()
    if free is None or free >= need:
        return
    for mid in ids(st):
        if mid == keep or mid == (st.state or [0])[0]:
            continue
        e = entry(st, mid)
        if e is not None and e[3]:
            st.delete(mid)
            st.notes.append(t("FLASH_LOW_REMOVED", "menu") % (mid, " ".join(e[2])))
            free = st._free()
            if free >= need:
                return
    for mid in ids(st, "bad"):
        if st._size(st.path(mid)) < 0:
            st._remove(st.path(mid, "bad"))
            st.notes.append(t("FLASH_LOW_BAD", "menu") % mid)
            free = st._free()
            if free >= need:
                return
    st.room_gone = True         # nothing more to remove: not looked for again (Store)
    st.full_note = t("FLASH_FULL", "menu")
    st.notes.append(st.full_note)
