"""The Pico's filesystem image, built from the current sources: the device tree of
support/build_tree.py on littlefs (as the rp2 port's _boot.py mounts it: 352 blocks of 4 KB,
256-byte pages, at flash offset 0xA0000), with more files when a test or a measurement wants
them. Reads an image back too, from a whole flash or from the filesystem's bytes.

Run: python -m support.pico_image OUT.img (the image of `make build`'s tree, for tools/pico).
"""

import os
import sys
import tempfile

from littlefs import LittleFS, LittleFSError, UserContext

from support import build_tree

OFFSET = 0xA0000
BLOCK = 4096
BLOCKS = 352
PROG = 256
SIZE = BLOCK * BLOCKS
# Each directory's metadata log is compacted once it passes 1 KB (littlefs's metadata_max; the
# firmware's own littlefs lets a log grow to the whole 4 KB block). The firmware reads and checks
# a directory's whole log at each path it looks up, so a compact tree imports faster (the boot
# times in BENCHMARKS.md, pico, are on this image).
METADATA_MAX = 1024
LONG = "-" + "x" * 200  # the tail of a filler file's name: few files fill a directory


def _fs(buffer=None, mount=True, metadata_max=METADATA_MAX):
    context = UserContext(buffsize=SIZE) if buffer is None else UserContext(buffer=buffer)
    return LittleFS(context=context, mount=mount, block_size=BLOCK, block_count=BLOCKS,
                    prog_size=PROG, read_size=PROG, lookahead_size=32,
                    metadata_max=metadata_max)


def tree_files():
    """{device path: bytes} of the device tree built now from the sources."""
    files = {}
    with tempfile.TemporaryDirectory() as out:
        build_tree.build(out)
        for folder, _, names in os.walk(out):
            for name in names:
                path = os.path.join(folder, name)
                with open(path, "rb") as f:
                    files["/" + os.path.relpath(path, out).replace(os.sep, "/")] = f.read()
    return files


def main_py(seed=None):
    """/main.py: firmware/boards/pico_main.py, or with seed (an int) the same with the
    simulator's entropy (host_sim/fakeboard.py's 4 seed bytes), so dice and draws can be
    compared with `companion sim --seed`."""
    with open(os.path.join(build_tree.ROOT, build_tree.MAIN)) as f:
        text = f.read()
    if seed is None:
        return text
    if "main.run(make_board())" not in text:
        raise ValueError(build_tree.MAIN + " no longer ends with main.run(make_board())")
    seed_bytes = (seed & 0xFFFFFFFF).to_bytes(4, "big")
    return text.replace("main.run(make_board())", "board = make_board()\n"
                        "board.entropy = lambda: {!r}  # seeded as the simulator\n"
                        "main.run(board)".format(seed_bytes))


def device_image(saves=None, seed=None, tree=None, extra=None, full=False):
    """The image of the device tree (tree: tree_files(), built now when not given) with saves
    ({name: bytes}: the files of a save folder) in /companion, main_py(seed) as /main.py, and
    extra files ({device path: text or bytes}) over them; with full, /companion then filled to
    its last block and directory entry."""
    files = dict(tree if tree is not None else tree_files())
    files["/main.py"] = main_py(seed)
    for name, data in (saves or {}).items():
        files["/companion/" + name] = data
    files.update(extra or {})
    return image(files, "/companion" if full else None)


def folder_saves(folder):
    """{name: bytes} of the files in a save folder (a simulator's or the companion CLI's)."""
    out = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isfile(path) and not name.startswith("."):
            with open(path, "rb") as f:
                out[name] = f.read()
    return out


def image(files, full=None):
    """The littlefs image (bytes, SIZE long) holding files ({device path: bytes or str}); with
    full a folder, then filled to its last block and its last directory entry (fill_up)."""
    fs = _fs(mount=False)
    fs.format()
    fs.mount()
    for path in sorted(files):
        folder = os.path.dirname(path)
        if folder != "/":
            fs.makedirs(folder, exist_ok=True)
        data = files[path]
        with fs.open(path, "wb") as f:
            f.write(data.encode() if isinstance(data, str) else data)
    fs.unmount()
    if full:
        fs = _fs(fs.context.buffer, metadata_max=0)  # the firmware's: logs fill whole blocks
        fill_up(fs, full)
        fs.unmount()
    return bytes(fs.context.buffer)


def fill_up(fs, folder):
    """Grow folder/filler until no block is left, then make empty files in folder until it
    takes no more (a full littlefs refuses with errno 28, or 36 for a folder): long names
    first, as each file costs a tenth of a second of CPU here."""
    with fs.open(folder + "/filler", "wb"):
        pass
    for piece in (65536, 4096, 256, 16, 1):
        try:
            while True:
                with fs.open(folder + "/filler", "ab") as f:
                    f.write(b"x" * piece)
        except LittleFSError:
            pass
    made = 0
    for tail in (LONG, ""):  # long names first, then short ones in what room is left
        refused = 0
        while refused < 3:
            try:
                with fs.open("{}/{}{}".format(folder, made, tail), "wb"):
                    pass
                refused = 0
            except LittleFSError:
                refused += 1
            made += 1


def read_files(data, folder="/companion"):
    """{name: bytes} of the files in folder of a filesystem image, or of a whole flash (the
    filesystem is then taken at OFFSET); {} when there is no such folder."""
    if len(data) > SIZE:
        data = data[OFFSET : OFFSET + SIZE]
    fs = _fs(bytearray(data))
    try:
        names = fs.listdir(folder)
    except FileNotFoundError:
        return {}
    out = {}
    for name in sorted(names):
        path = folder + "/" + name
        if fs.stat(path).type == 1:  # a file (2 is a folder)
            with fs.open(path, "rb") as f:
                out[name] = f.read()
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m support.pico_image OUT.img")
    with open(sys.argv[1], "wb") as f:
        f.write(image(tree_files()))
    print("wrote {} ({} blocks of {} bytes, for flash offset {:#x})".format(
        sys.argv[1], BLOCKS, BLOCK, OFFSET))
