"""BENCHMARKS.md is true of the code: every section tools/bench.py lists is there, stamped with
the commit it was measured at, and no file it measures has changed since, unless the section
says in words that it is stale (support/bench_file.py)."""

import subprocess

import bench

from support import bench_file

MEASURED = {name: paths for name, _, paths, _ in bench.SECTIONS}


def test_every_section_is_there_and_stamped():
    found = bench_file.sections(bench_file.read())
    for name in MEASURED:
        assert name in found, "BENCHMARKS.md has no section {}: run make bench".format(name)
        assert found[name].split("\n")[1].startswith("## "), (name, "its title comes first")
        assert bench_file.STAMP.search(found[name]) or bench_file.STALE.search(found[name]), (
            name, "says neither the commit it was measured at nor that it is stale")


def test_no_section_is_older_than_the_files_it_measures():
    old = bench_file.outdated(bench_file.read(), MEASURED)
    commands = {name: slow or "make bench" for name, _, _, slow in bench.SECTIONS}
    assert not old, "BENCHMARKS.md is older than the code: " + "; ".join(
        "{} (measured at {}, its files changed in {}): run {}".format(name, at, changed,
                                                                      commands[name])
        for name, at, changed in old)


def _commit(folder, text):
    (folder / "a.py").write_text(text)
    for argv in (["add", "a.py"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm",
                                   text]):
        subprocess.run(["git", "-C", str(folder), *argv], check=True, capture_output=True)
    return subprocess.run(["git", "-C", str(folder), "rev-parse", "HEAD"], check=True,
                          capture_output=True, text=True).stdout.strip()


def test_a_section_measured_before_a_change_is_found_old(tmp_path):
    """The check above on a history of two commits, so it is known to fail when it should."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    first, second = _commit(tmp_path, "one"), _commit(tmp_path, "two")

    def at(commit, words=""):
        return "<!-- section s -->\n## S\n\nMeasured at commit {} on 2026-12-01 by `make " \
               "bench`.{}\n<!-- /section s -->\n".format(commit[:7], words)
    measured = {"s": ("a.py",)}
    assert bench_file.outdated(at(first), measured, str(tmp_path)) == [("s", first[:7],
                                                                          second[:7])]
    assert bench_file.outdated(at(second), measured, str(tmp_path)) == []
    assert bench_file.outdated(at(first, " Stale: not measured again."), measured,
                               str(tmp_path)) == []
