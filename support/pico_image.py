"""The Pico's flash, built from the current sources, as the release firmware of hardware/pico/ lays
it out: the app is frozen into that firmware, and the ROMFS partition (read-only, its modules
run in place from flash) carries the packages of the device tree of support/build_tree.py whose
sources changed since (support/frozen_app.py); on littlefs (as the rp2 port's _boot.py mounts
it: 352 blocks of 4 KB, 256-byte pages, at flash offset 0xA0000), /main.py, the saves, and more
files when a test or a measurement wants them. Reads a filesystem back too, from a whole flash
or from its bytes.
"""

import contextlib
import io
import os
import tempfile

from littlefs import LittleFS, LittleFSError, UserContext

from support import build_tree, frozen_app

OFFSET = 0xA0000
BLOCK = 4096
BLOCKS = 352
PROG = 256
SIZE = BLOCK * BLOCKS
# The release firmware's ROMFS partition (MICROPY_HW_ROMFS_BYTES), just below the filesystem:
# tools/pico_firmware.py builds the firmware with this size, and tests/pico/test_release.py
# checks that the kept firmware has it and ends below it. The firmware with the app frozen in
# takes 496 KB of the 640 below the filesystem; the partition holds the largest package.
ROMFS_SIZE = 120 * 1024
ROMFS_OFFSET = OFFSET - ROMFS_SIZE
# Each directory's metadata log is compacted once it passes 1 KB (littlefs's metadata_max; the
# firmware's own littlefs lets a log grow to the whole 4 KB block). The firmware reads and checks
# a directory's whole log at each path it looks up, so a compact tree imports faster (the boot
# times in BENCHMARKS.md, pico, are on this image).
METADATA_MAX = 1024
# The firmware's littlefs caches 4 x its 256-byte pages (MicroPython's vfs_lfsx.c), and a file
# that fits the cache is kept inline in its directory: a reader with a smaller cache takes a
# 258-byte inline journal for corrupt (LFS_ERR_CORRUPT after a Kachina session in make bench).
CACHE = 4 * PROG
LONG = "-" + "x" * 200  # the tail of a filler file's name: few files fill a directory


# The saves' folder (firmware/boards/pico.py STORAGE): the image carries it, even empty, so the
# first boot need not make it (a new directory costs the flash an erase, 45 ms).
SAVES = "/companion"


def _fs(buffer=None, mount=True, metadata_max=METADATA_MAX):
    context = UserContext(buffsize=SIZE) if buffer is None else UserContext(buffer=buffer)
    return LittleFS(context=context, mount=mount, block_size=BLOCK, block_count=BLOCKS,
                    prog_size=PROG, read_size=PROG, cache_size=CACHE, lookahead_size=32,
                    metadata_max=metadata_max)


def read_tree(out):
    """{device path: bytes} of a device tree built into the folder out."""
    files = {}
    for folder, _, names in os.walk(out):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                files["/" + os.path.relpath(path, out).replace(os.sep, "/")] = f.read()
    return files


def tree_files():
    """{device path: bytes} of the device tree built now from the sources."""
    with tempfile.TemporaryDirectory() as out:
        build_tree.build(out)
        return read_tree(out)


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


def romfs(tree):
    """The ROMFS image of the files of a device tree ({device path: bytes}) but /main.py, which
    stays a file on littlefs, where MicroPython looks for it."""
    from mpremote.romfs import make_romfs

    with tempfile.TemporaryDirectory() as folder:
        for path, data in tree.items():
            if path != "/main.py":
                os.makedirs(os.path.dirname(folder + path), exist_ok=True)
                with open(folder + path, "wb") as f:
                    f.write(data)
        with contextlib.redirect_stdout(io.StringIO()):  # it prints the tree it builds
            rom = make_romfs(folder, mpy_cross=False)
    if len(rom) > ROMFS_SIZE:
        raise ValueError("the app's ROMFS image is {} bytes: more than the firmware's {}-byte "
                         "partition (pico_image.ROMFS_SIZE): rebuild the firmware with the "
                         "app frozen in (make pico-firmware)".format(len(rom), ROMFS_SIZE))
    return rom


def device_flash(saves=None, seed=None, tree=None, extra=None, full=False, listing=None):
    """[(flash offset, bytes)]: the ROMFS of the device tree's packages not frozen as they are now
    (tree: tree_files(), built now when not given; listing: frozen_app.frozen(), the kept
    firmware's, when not given), and the littlefs image with main_py(seed) as /main.py,
    saves ({name: bytes}: the files of a save folder) in /companion and extra files ({device
    path: text or bytes}); with full, /companion then filled to its last block and directory
    entry."""
    files = {"/main.py": main_py(seed)}
    for name, data in (saves or {}).items():
        files[SAVES + "/" + name] = data
    files.update(extra or {})
    rom = romfs(frozen_app.overlay(tree if tree is not None else tree_files(), listing))
    return [(ROMFS_OFFSET, rom), (OFFSET, image(files, SAVES if full else None, (SAVES,)))]


def folder_saves(folder):
    """{name: bytes} of the files in a save folder (a simulator's or the companion CLI's)."""
    out = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isfile(path) and not name.startswith("."):
            with open(path, "rb") as f:
                out[name] = f.read()
    return out


def image(files, full=None, folders=()):
    """The littlefs image (bytes, SIZE long) holding files ({device path: bytes or str}) and
    folders (device paths, empty unless a file is in them); with full a folder, then filled to
    its last block and its last directory entry (fill_up)."""
    fs = _fs(mount=False)
    fs.format()
    fs.mount()
    for folder in folders:
        fs.makedirs(folder, exist_ok=True)
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
        path = folder.rstrip("/") + "/" + name
        if fs.stat(path).type == 1:  # a file (2 is a folder)
            with fs.open(path, "rb") as f:
                out[name] = f.read()
    return out

