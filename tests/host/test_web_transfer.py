"""Games out of the web page and into it, in real Chromium (Debian's, driven by Playwright): an
exported game is the journal the fake board writes, byte for byte, and the `companion` CLI and
`companion push` read it with the same standings; opened into a fresh browser it resumes with the
same standings and screen. A damaged or foreign file is refused with one line and changes
nothing. With the browser's storage full, the page says so, offers the export, and what was
saved before is still there after a reload. The saves of an old firmware (tests/old_saves) open
whole: make test opens one writer's, `make web-long` every writer's.
"""

import io
import json
import os
import shutil
import subprocess
import sys
import types
import urllib.parse
import zipfile

import pytest
from conftest import ROOT

from support import scenario, web_page

sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))
from test_old_saves import CORPUS, KINDS, Shown, differs, writers  # noqa: E402

SCRIPT = os.path.join(ROOT, "docs", "kachina-device.script")  # Kachina: 3 actions, seed 5
SEED = 5
COMPANION = os.path.join(ROOT, ".venv", "bin", "companion")
STORE_KEYS = "Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])"


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    with web_page.built_chromium(str(tmp_path_factory.mktemp("web"))) as found:
        yield found


@pytest.fixture(scope="module")
def played(browser):
    """The Kachina script played on the fake board and in the page: (page device, fake board,
    the page's exported journal)."""
    timeline = web_page.record_script(SCRIPT, SEED)
    board = timeline.board
    device = web_page.PageDevice(*browser)
    device.play(timeline)
    _show_games(device)
    with device.page.expect_download() as download:
        device.page.click('[data-export="kachina"]', timeout=5000)
    yield device, board, _saved(download.value)
    device.close()


@pytest.fixture
def fresh(browser):
    device = web_page.PageDevice(*browser)
    device.open(seed=SEED)
    yield device
    device.close()


def _saved(download):
    with open(download.path(), "rb") as f:
        return download.suggested_filename, f.read()


def _companion(*args, env=None):
    run = subprocess.run([COMPANION, *args], capture_output=True, text=True, timeout=120,
                         env=env)
    assert run.returncode == 0, run.stderr
    return run.stdout


def _boot(flash):
    """The screen the simulator boots on with this folder as its flash (made if missing)."""
    os.makedirs(str(flash), exist_ok=True)
    script = os.path.join(str(flash), "..", "boot.script")
    with open(script, "w") as f:
        f.write("wait 100\n")
    return _companion("sim", "--storage", str(flash), "--script", script)


def _show_games(device):
    """Let the page read its list of games again (it waits a second after a change)."""
    device.advance(1500)


def _open(device, files):
    device.page.set_input_files("#open-files", files)


def test_an_exported_game_is_the_device_journal_and_the_cli_reads_it(played, tmp_path):
    device, board, (name, data) = played
    with open(os.path.join(board.storage_path, "kachina"), "rb") as f:
        assert (name, data) == ("kachina", f.read())
    path = tmp_path / "kachina"
    path.write_bytes(data)
    page = device.page.evaluate("companion.standings('kachina')")
    cli = json.loads(_companion("kachina", "standings", "--json", "--session", str(path)))
    assert cli == page
    assert cli["scores"] == [6, 5] and page["names"] == ["P1", "P2"]  # docs/kachina-device.script
    # companion push reads the same file from the computer's folder onto a simulated device.
    computer, pico = tmp_path / "computer", tmp_path / "pico"
    computer.mkdir()
    pico.mkdir()
    (computer / "kachina").write_bytes(data)
    pushed = _companion("push", "--port", "sim:" + str(pico), "--storage", str(computer))
    assert "kachina" in pushed and "3 actions" in pushed
    assert (pico / "kachina").read_bytes() == data


def test_an_exported_game_opens_in_a_fresh_browser_with_the_same_standings(played, fresh,
                                                                          tmp_path):
    device, board, (name, data) = played
    path = tmp_path / name
    path.write_bytes(data)
    with fresh.page.expect_navigation():
        _open(fresh, str(path))
    fresh.booted()
    assert fresh.page.evaluate("companion.standings('kachina')") == device.page.evaluate(
        "companion.standings('kachina')")
    resumed = scenario.boot("web_transfer_resumed", SEED, folder=board.storage_path)[1]
    assert fresh.frame() == web_page.frame(resumed)  # the Kachina scoreboard, as on the device
    _show_games(fresh)
    assert "Kachina, in progress, 3 actions: P1 6, P2 5" in fresh.page.text_content("#games")


def test_a_finished_game_has_a_bg_stats_link_with_its_play(browser, tmp_path):
    """The Kachina script, then End game: P1 opened the board and wins 6 to 5."""
    script = tmp_path / "finished.script"
    with open(SCRIPT) as f:
        script.write_text(f.read() + "ok\nback\nnext 3\nok\nnext\nok\n")
    device = web_page.PageDevice(*browser)
    try:
        device.play(web_page.record_script(str(script), SEED))
        _show_games(device)
        link = device.page.get_attribute('[data-bgstats="kachina"]', "href", timeout=5000)
    finally:
        device.close()
    prefix = "bgstats://app.bgstatsapp.com/createPlay.html?data="
    assert link.startswith(prefix)
    assert json.loads(urllib.parse.unquote(link[len(prefix):])) == {
        "game": {"name": "Kachina", "highestWins": True, "noPoints": False},
        "players": [
            {"name": "P1", "score": 6, "rank": 1, "winner": True, "startPlayer": True},
            {"name": "P2", "score": 5, "rank": 2, "winner": False, "startPlayer": False}]}


def _damaged(data):
    lines = data.split(b"\n")
    lines[3] = lines[3].replace(b"3", b"4", 1)  # an action changed: its checksum fails
    return b"\n".join(lines)


@pytest.mark.parametrize("content, why", [
    (_damaged, "kachina is not a game the companion can open: line 4 is damaged"),
    (lambda data: b"\x89PNG\r\n\x1a\n" + data, "kachina is not a game the companion can open: "
                                               "not a companion journal"),
    (lambda data: data.replace(b"kachina", b"chess", 1), "kachina is not a game the companion "
                                                         "can open: unknown game kind 'chess'"),
])
def test_a_damaged_or_foreign_file_is_refused_with_one_line_and_nothing_changes(
        played, fresh, tmp_path, content, why):
    path = tmp_path / "kachina"
    path.write_bytes(content(played[2][1]))
    # A game of its own first, so that there is something the refusal must leave alone.
    for key in ("ArrowRight", "ArrowRight", "Enter", "Enter"):
        fresh.page.keyboard.press(key)
        fresh.advance(200)
    before = (fresh.page.evaluate(STORE_KEYS), fresh.frame(), fresh.page.url)
    _open(fresh, str(path))
    fresh.page.wait_for_function("document.querySelector('#transfer').textContent !== ''",
                                 timeout=10000)
    said = fresh.page.text_content("#transfer")
    assert said == why and "\n" not in said
    fresh.advance(200)
    assert (fresh.page.evaluate(STORE_KEYS), fresh.frame(), fresh.page.url) == before
    assert fresh.loads == 1 and fresh.errors == []


def test_export_all_is_a_zip_of_the_flash_that_opens_again(played, fresh, tmp_path):
    device, board, (_, data) = played
    with device.page.expect_download() as download:
        device.page.click(".games .export-all")
    name, zipped = _saved(download.value)
    assert name == "companion-games.zip"
    with zipfile.ZipFile(io.BytesIO(zipped)) as archive:
        assert archive.testzip() is None
        assert archive.namelist() == ["kachina", "settings"] and archive.read("kachina") == data
        with open(os.path.join(board.storage_path, "settings"), "rb") as f:
            assert archive.read("settings") == f.read()  # with the game that is open
        archive.extractall(tmp_path / "flash")
    # Unzipped as the simulator's flash, it boots on the game; without the settings, it would
    # boot on the home menu.
    shutil.copytree(tmp_path / "flash", tmp_path / "games")
    os.remove(tmp_path / "games" / "settings")
    assert _boot(tmp_path / "flash") != _boot(tmp_path / "games")
    assert _boot(tmp_path / "games") == _boot(tmp_path / "empty")  # the home menu
    path = tmp_path / name
    path.write_bytes(zipped)
    with fresh.page.expect_navigation():
        _open(fresh, str(path))
    fresh.booted()
    assert fresh.page.evaluate("companion.standings('kachina')")["scores"] == [6, 5]


def test_new_flash_offers_the_export_before_it_erases(played):
    device = played[0]
    device.page.click("#new-flash")
    assert "It holds 1 game: export them first" in device.page.text_content("#erase")
    with device.page.expect_download() as download:
        device.page.click("#erase .export-all")
    assert download.value.suggested_filename == "companion-games.zip"
    device.page.click("#erase [value=keep]")
    assert device.page.evaluate("companion.standings('kachina')")["scores"] == [6, 5]


def _fill_storage(page, leave):
    """Fill this site's localStorage with filler until fewer than leave characters fit."""
    page.evaluate("""(leave) => {
        let n = 0;
        for (let size = 1 << 20; size >= leave; size >>= 1) {
            for (;;) {
                try { localStorage.setItem("filler" + n, "x".repeat(size)); n++; }
                catch (error) { break; }
            }
        }
    }""", leave)


def test_storage_full_the_page_says_so_offers_the_export_and_loses_nothing(browser):
    """The real quota of Chromium's localStorage, filled with other data once the Kachina game
    is saved, until its next action no longer fits: the page says so and offers the export, the
    game goes on in memory (and the export has it), and after a reload the game is as saved."""
    timeline = web_page.record_script(SCRIPT, SEED)
    device = web_page.PageDevice(*browser)
    page = device.page
    saved = None
    try:
        for event in timeline.events:
            device.play(types.SimpleNamespace(events=[event]))
            if saved is None and page.evaluate(
                    "localStorage.getItem('tabletop-companion:/flash/kachina') !== null"):
                saved = page.evaluate("companion.standings('kachina')")
                _fill_storage(page, 8)
        assert saved is not None and page.evaluate("companion.flash.full") is True
        assert page.is_visible("#notice .export-all")
        assert "storage is full: every game saved until now is kept" in page.text_content(
            "#notice")
        assert device.frame() == timeline.events[-1][3]  # the game went on in memory
        with page.expect_download() as download:
            page.click("#notice .export-all")
        with zipfile.ZipFile(download.value.path()) as archive, open(
                os.path.join(timeline.board.storage_path, "kachina"), "rb") as f:
            assert archive.read("kachina") == f.read()  # the export has what memory holds
        page.reload()
        device.booted()
        assert page.evaluate("companion.standings('kachina')") == saved
        assert page.evaluate("companion.standings('kachina')") != json.loads(_companion(
            "kachina", "standings", "--json", "--session",
            os.path.join(timeline.board.storage_path, "kachina")))
        assert "nearly full" in page.text_content("#notice")
    finally:
        device.close()


def test_a_game_opened_over_one_in_progress_asks_first_and_keeps_the_old_as_backup(played,
                                                                                  tmp_path):
    device, _, (name, data) = played
    with open(SCRIPT) as f:  # the same game, stopped once P1 is chosen to start
        start = "\n".join([line for line in f.read().splitlines() if line[:1] != "#"][:8])
    older = web_page.record(lambda: scenario.run("web_older", start, SEED))
    other = web_page.PageDevice(device.context.browser, device.url)
    try:
        other.play(older)  # a Kachina game with fewer actions, in a browser of its own
        path = tmp_path / name
        path.write_bytes(data)
        before = other.page.evaluate(STORE_KEYS)
        with other.page.expect_event("dialog") as asked:
            _open(other, str(path))
        message = asked.value.message
        asked.value.dismiss()
        assert message.startswith("This replaces Kachina, in progress, 1 action: P1 1, P2 0.")
        other.advance(200)
        assert other.page.evaluate(STORE_KEYS) == before and other.loads == 1
        old_journal = other.page.evaluate(
            "localStorage.getItem('tabletop-companion:/flash/kachina')")
        other.page.once("dialog", lambda dialog: dialog.accept())
        with other.page.expect_navigation():
            _open(other, str(path))
        other.booted()
        assert other.page.evaluate("companion.standings('kachina')") == device.page.evaluate(
            "companion.standings('kachina')")
        assert other.page.evaluate(
            "localStorage.getItem('tabletop-companion:/flash/kachina.bak')") == old_journal
    finally:
        other.close()


def _zip(tmp_path, name, data, claimed=None):
    """A zip holding data deflated under name; claimed: the size its directory says instead."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, data)
    zipped = buffer.getvalue()
    if claimed is not None:  # the uncompressed size, in the local header and the directory
        size = len(data).to_bytes(4, "little")
        zipped = zipped.replace(size, claimed.to_bytes(4, "little"))
    path = tmp_path / "games.zip"
    path.write_bytes(zipped)
    return str(path)


def _refused(device, path):
    """Open path; the one line the page says, once nothing changed and the page still runs."""
    before = (device.page.evaluate(STORE_KEYS), device.page.url)
    _open(device, path)
    device.page.wait_for_function("document.querySelector('#transfer').textContent !== ''",
                                  timeout=60000)
    said = device.page.text_content("#transfer")
    device.advance(200)
    assert (device.page.evaluate(STORE_KEYS), device.page.url) == before
    assert device.page.evaluate("companion.state") == "running" and device.errors == []
    assert device.loads == 1
    return said


@pytest.mark.parametrize("claimed", [None, 1000], ids=["said", "hidden"])
def test_a_zip_that_inflates_past_the_limit_is_refused_in_one_line(played, fresh, tmp_path,
                                                                  claimed):
    """50 MB of journal deflated to 50 KB: refused from its directory's size before inflating,
    and, where the directory hides it, while inflating."""
    data = played[2][1] + b"x" * 50_000_000
    said = _refused(fresh, _zip(tmp_path, "kachina", data, claimed))
    assert said == "games.zip: kachina is too large to be a game", said


def test_a_zip_entry_whose_name_holds_a_newline_is_refused_in_one_line(played, fresh,
                                                                      tmp_path):
    said = _refused(fresh, _zip(tmp_path, "kach\nina", played[2][1]))
    assert said == 'games.zip: "kach\\nina" is not a name a game can have', said


GAME_NAMES = {"kachina": "Kachina", "karekare": "Karekare", "moeraki": "Moeraki-Kemu"}
# make test's writer: journal version 2, whose Karekare checkpoints an update once cut
OLD_WRITER = "1519089"


@pytest.mark.parametrize("writer", writers() if os.environ.get("WEB_OLD_SAVES") == "all"
                         else [OLD_WRITER])
def test_the_page_opens_an_old_firmwares_saves_whole(fresh, writer):
    """The writer's three journals opened at once: after the page starts again on them, each
    has every action and the standings the writer showed."""
    with fresh.page.expect_navigation():
        _open(fresh, [os.path.join(ROOT, CORPUS, writer, kind) for kind in KINDS])
    fresh.booted()
    _show_games(fresh)
    listed = fresh.page.text_content("#games")
    for kind in KINDS:
        shown = Shown(writer, kind)
        standings = fresh.page.evaluate("(kind) => companion.standings(kind)", kind)
        assert not differs(shown[shown.count], standings), (writer, kind)
        assert "{}, in progress, {} actions".format(GAME_NAMES[kind], shown.count) in listed
