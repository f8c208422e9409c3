"""littlefs images of the Pico's filesystem, made and read by MicroPython's own littlefs
(run under the unix port: `micropython lfs_image.py make SRC OUT` or `... read IMG DEST`).

The geometry is the one the rp2 firmware mounts: 4096-byte blocks, 256-byte pages
(progsize), as many blocks as the image has.
"""

import os
import sys
import vfs

BS = 4096


class RamFlash:
    """A block device over a bytearray, with littlefs's extended interface."""

    def __init__(self, data):
        self.data = data

    def readblocks(self, block, buf, off=0):
        a = block * BS + off
        buf[:] = self.data[a:a + len(buf)]

    def writeblocks(self, block, buf, off=None):
        a = block * BS + (off or 0)
        self.data[a:a + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:
            return len(self.data) // BS
        if op == 5:
            return BS
        if op == 6:
            self.data[arg * BS:(arg + 1) * BS] = b"\xff" * BS
        return 0


def is_dir(path):
    return os.stat(path)[0] & 0x4000


def copy(src, dst):
    for name in sorted(os.listdir(src)):
        s = src + "/" + name
        d = dst + "/" + name
        if is_dir(s):
            os.mkdir(d)
            copy(s, d)
        else:
            with open(s, "rb") as f:
                data = f.read()
            with open(d, "wb") as f:
                f.write(data)


def make(src, out, blocks):
    dev = RamFlash(bytearray(b"\xff" * (BS * blocks)))
    vfs.VfsLfs2.mkfs(dev, progsize=256)
    # no modification times: the same files give the same image, so an emulated run
    # (littlefs seeds its block allocator from the image) is the same every time
    vfs.mount(vfs.VfsLfs2(dev, progsize=256, mtime=False), "/fl")
    copy(src, "/fl")
    vfs.umount("/fl")
    with open(out, "wb") as f:
        f.write(dev.data)


def read(image, dest):
    with open(image, "rb") as f:
        dev = RamFlash(bytearray(f.read()))
    vfs.mount(vfs.VfsLfs2(dev, progsize=256), "/fl")
    copy("/fl", dest)
    vfs.umount("/fl")


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif sys.argv[1] == "read":
        read(sys.argv[2], sys.argv[3])
    else:
        raise SystemExit("usage: lfs_image.py make SRC OUT BLOCKS | read IMAGE DEST")
