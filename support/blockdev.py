"""A RAM block device for littlefs (vfs.VfsLfs2) that counts, and can record, what is written.

RecordingDevice(data, block) serves len(data) // block blocks of block bytes. written and erased
count every byte programmed and every block erased; with record set to a list, each write and
erase is also appended as (start, bytes, label), so that a test can replay the image up to any
point; label is whatever the test set it to (the kind of save under way, say).
"""


class RecordingDevice:
    """A RAM block device (the extended interface: offsets and an erase ioctl)."""

    def __init__(self, data, block=512):
        self.data = data
        self.block = block
        self.record = None
        self.label = ""
        self.written = 0
        self.erased = 0

    def readblocks(self, block, buf, offset=0):
        start = block * self.block + offset
        buf[:] = memoryview(self.data)[start : start + len(buf)]  # no copy on the way

    def writeblocks(self, block, buf, offset=None):
        start = block * self.block + (offset or 0)
        self.data[start : start + len(buf)] = buf
        self.written += len(buf)
        if self.record is not None:
            self.record.append((start, bytes(buf), self.label))

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return len(self.data) // self.block
        if op == 5:  # block size
            return self.block
        if op == 6:  # erase a block
            start = arg * self.block
            self.data[start : start + self.block] = b"\xff" * self.block
            self.erased += 1
            if self.record is not None:
                self.record.append((start, b"\xff" * self.block, self.label))
        return 0


def mount_fresh(blocks, block=512, at="/flash", fat=False, **options):
    """A new littlefs (or with fat, a FAT) of blocks blocks of block bytes, mounted at at;
    options go to littlefs (the Pico's port gives progsize=256). Returns its device."""
    import vfs  # MicroPython's

    device = RecordingDevice(bytearray(block * blocks), block)
    kind = vfs.VfsFat if fat else vfs.VfsLfs2
    kind.mkfs(device, **options)
    vfs.mount(kind(device, **options), at)
    return device


def read_mounted(kind, image, block, at, read):
    """read() with image (a vfs of kind, of block-byte blocks) mounted at at, as a boot finds
    it; "unmountable" when it cannot be mounted."""
    import vfs  # MicroPython's

    try:
        vfs.mount(kind(RecordingDevice(image, block)), at)
    except OSError:
        return "unmountable"
    try:
        return read()
    finally:
        vfs.umount(at)


def fill(path, pieces=(512, 64, 8, 1)):
    """Append to the file at path until the flash takes no more, each piece in an open of its
    own: littlefs commits a file when it is closed, so a write that fails keeps none of what its
    open wrote. Returns the file's size."""
    import os

    for piece in pieces:
        try:
            while True:
                with open(path, "a") as f:
                    f.write("x" * piece)
        except OSError:
            pass
    return os.stat(path)[6]
