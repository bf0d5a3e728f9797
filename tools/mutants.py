"""make mutants: mutation testing of core/ and the save path with cosmic-ray.

Each file is mutated in a copy of the tree (build/mutants/tree-PID, so an interrupted run never
leaves a mutant in the sources, and runs on other files may go side by side). The tests that
cover the file (TESTS) run once unmutated under a tracer, which records the lines each executes
on CPython. Every mutant then runs the portable modules on the real MicroPython (all of them:
some lines run only there), then on CPython only the tests that execute its statement and
those that start a program, cheapest first, stopping at the first failure. The score goes to
the delimited section of BENCHMARKS.md; survivors judged equivalent are listed, with the
reason, in tools/mutants_equivalent.txt.

usage: python tools/mutants.py [--save-path] [--retest] [FILE ...]
         FILE ...     only these files (default: every file of core/, or the save path too)
         --retest     first run again the survivors of the last run not judged equivalent
       python tools/mutants.py --report      rewrite the BENCHMARKS.md section from the sessions
       python tools/mutants.py --test FILE PLAN   the test command of one mutant (cosmic-ray
                                                   runs it in the copy of the tree)
"""

import ast
import contextlib
import difflib
import importlib.util
import inspect
import json
import os
import resource
import shutil
import sqlite3
import subprocess
import sys
import threading
import time

from support import bench_file, micropython

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "build", "mutants")
TREE = os.path.join(WORK, "tree-{}".format(os.getpid()))  # one per run: runs on other files
EQUIVALENT = os.path.join(ROOT, "tools", "mutants_equivalent.txt")
BIN = os.path.join(ROOT, ".venv", "bin")
MICROPYTHON = os.path.join(BIN, "micropython")

P, H = "tests/portable/", "tests/host/"
# The tests that cover each file: its rule tests, command line and properties (slowest last), not
# the screens.
TESTS = {
    "core/karekare.py": (P + "test_karekare.py", P + "test_karekare_games.py",
                         H + "test_cli_karekare.py", H + "test_karekare_props.py"),
    "core/maori.py": (P + "test_maori.py", H + "test_cli_maori.py", H + "test_maori_props.py"),
    "core/maori_forces.py": (P + "test_maori_forces.py", H + "test_cli_maori.py"),
    "core/kachina.py": (P + "test_kachina.py", H + "test_cli_moeraki_kachina.py",
                        H + "test_moeraki_kachina_props.py"),
    "core/moeraki.py": (P + "test_moeraki.py", H + "test_cli_moeraki_kachina.py",
                        H + "test_moeraki_kachina_props.py"),
    "core/names.py": (P + "test_names.py", P + "test_kachina.py", P + "test_moeraki.py"),
    "core/dice.py": (P + "test_dice.py", P + "test_maori.py", P + "test_karekare.py",
                     H + "test_dice_across_interpreters.py"),  # Karekare draws the first player
    "core/games.py": (P + "test_games.py", P + "test_bad_saves.py"),
    "core/compat.py": (P + "test_dice.py", H + "test_plain_cpython.py"),
    "saves/journal.py": (P + "test_journal.py", P + "test_journal_encoding.py",
                         P + "test_journal_reading.py", P + "test_bad_saves.py",
                         P + "test_storage.py", P + "test_names.py", P + "test_app.py",
                         H + "test_long_games.py"),
    "saves/storage.py": (P + "test_storage.py", P + "test_storage_resume.py",
                         P + "test_storage_deferred.py", P + "test_storage_small_files.py",
                         P + "test_bad_saves.py", P + "test_flash_full.py", P + "test_main.py",
                         P + "test_app.py", P + "test_finished.py",
                         P + "test_safe_mode.py",  # sets, Free space
                         H + "test_power_cut.py", H + "test_long_games.py"),
}
SAVE_PATH = ("saves/journal.py", "saves/storage.py")
# What the score measures: a change to these makes its section of BENCHMARKS.md stale.
MEASURED = ("core", "saves/journal.py", "saves/storage.py", "tools/mutants.py",
            "tools/mutants_equivalent.txt")
CORE = tuple(name for name in TESTS if name.startswith("core/") and name not in SAVE_PATH)
# Operators left out, each for a reason that holds for this code:
EXCLUDED = (
    # arithmetic turned into a bit, shift or power operator: never a plausible slip here, and a
    # power can run for minutes before a test fails (the bit operators of core/dice.py stay).
    r"core/ReplaceBinaryOperator_(Add|Sub|Mul|Div|FloorDiv|Mod)_(Pow|LShift|RShift|Bit\w+)$",
    # == and != turned into is/in: on interned strings and small ints these are equivalent.
    r"core/ReplaceComparisonOperator_(Eq|NotEq)_(Is|IsNot|In|NotIn)$",
    # an order comparison turned into is/in: a TypeError at once, nothing learned.
    r"core/ReplaceComparisonOperator_(Lt|LtE|Gt|GtE)_(Is|IsNot|In|NotIn)$",
)


def _plan_path(target):
    return os.path.join(WORK, _slug(target) + ".plan.json")


def _spans(source):
    """{line: (first, last)}: the lines of the statement (of a compound one, its header) that
    each line is in."""
    spans = {}
    for node in ast.walk(ast.parse(source)):  # outer statements first, inner ones override
        if isinstance(node, ast.stmt):
            first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", ())])
            body = getattr(node, "body", None)
            last = body[0].lineno - 1 if body else node.end_lineno
            for line in range(first, max(first, last) + 1):
                spans[line] = (first, max(first, last))
    return spans


def _changed_lines(original, mutant):
    """The line numbers of original that mutant changes."""
    a, b = original.splitlines(), mutant.splitlines()
    changed = set()
    for tag, i1, i2, _, _ in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            changed.update(range(i1 + 1, max(i2, i1 + 1) + 1))
    return changed


def _reaching(plan, lines):
    """The tests that run one of lines of target, cheapest first: those that execute its
    statement here (all of them for a line run at import), and those that start programs."""
    spans = _spans(plan["source"])
    reached = set(plan["spawn"])
    for line in lines:
        first, last = spans.get(line, (1, len(plan["source"].splitlines())))
        for row in range(first, last + 1):
            tests = plan["lines"].get(str(row), ())
            reached.update(plan["durations"] if "*" in tests else tests)
    return sorted(reached, key=lambda t: (plan["durations"][t], t))


def _limits(seconds):
    """subprocess.run's limits for a run that took seconds unmutated (under the tracer): past
    4 * seconds + 10 of CPU time in any of its processes, a loop. CPU time, so that a shared,
    busy machine does not pass a slow run off as a kill; the wall-clock limit, far above it,
    only ends a run that hangs without spending CPU time."""
    cpu = int(4 * seconds + 10)
    return {"timeout": 20 * cpu,
            "preexec_fn": lambda: resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))}


def run_tests(target, plan_path):
    """Exit status 0 when the tests pass against the mutated target: every portable module on
    MicroPython first (those with a test that executes the mutated lines first: the trace is
    CPython's, and some lines run only on MicroPython), then on CPython the tests that execute
    them, cheapest first, stopping at the first failure or time limit."""
    with open(plan_path) as f:
        plan = json.load(f)
    with open(target) as f:
        tests = _reaching(plan, _changed_lines(plan["source"], f.read()))
    reached = {t.split("::")[0] for t in tests}
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    try:
        for path in sorted(plan["micropython"],
                           key=lambda p: (p not in reached, plan["micropython"][p])):
            if micropython.portable_test(path, binary=MICROPYTHON, cwd=os.getcwd(),
                                         **_limits(plan["micropython"][path]),
                                         **quiet).returncode:
                return 1
        if not tests:
            return 0
        # the bytecode cached of an earlier mutant of the same size and second would be loaded
        sys.pycache_prefix = os.path.join(ROOT, "build", "pycache")
        with contextlib.suppress(OSError):
            os.remove(importlib.util.cache_from_source(os.path.abspath(target)))
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "mutants", *tests], env=_env(),
            **_limits(sum(plan["durations"][t] for t in tests)), **quiet).returncode
    except subprocess.TimeoutExpired:
        return 1


def _env(**more):
    """pytest's plugins are not looked for (a second of every run); this file is one (-p)."""
    return dict(os.environ, PYTHONPATH=os.path.join(ROOT, "tools"),
                PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", **more)


def _trace(target):
    """Run every test of target unmutated, recording which tests execute each line of it and
    how long each takes (TRACE_ENV: the plugin below), and each portable module's time on
    MicroPython; write the plan the mutants' runs select from. Exits when a test fails."""
    plan = {"micropython": {}}
    with open(target) as f:
        plan["source"] = f.read()
    for path in TESTS[target]:
        if path.startswith(P):
            started = time.time()
            if micropython.portable_test(path, binary=MICROPYTHON, cwd=os.getcwd(),
                                         stdout=subprocess.DEVNULL).returncode:
                sys.exit("{} fails on MicroPython without a mutant: fix it first".format(path))
            plan["micropython"][path] = time.time() - started
    out = os.path.join(WORK, _slug(target) + ".trace.json")
    if subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "mutants", *TESTS[target]],
                      env=_env(**{TRACE_ENV: target + os.pathsep + out}),
                      stdout=subprocess.DEVNULL).returncode:
        sys.exit("the tests of {} fail without a mutant: fix them first".format(target))
    with open(out) as f:
        plan.update(json.load(f))
    with open(_plan_path(target), "w") as f:
        json.dump(plan, f, sort_keys=True)
    return plan


TRACE_ENV = "MUTANTS_TRACE"  # "target<pathsep>out.json": the plugin records, per test, its lines


def pytest_configure(config):
    """As a pytest plugin (-p mutants): hypothesis reports the first failing example unshrunk,
    since a mutant needs only to fail, and shrinking one can take longer than the tests; its
    examples are the same in every run, as in make test, so the trace holds for every mutant."""
    from hypothesis import Phase, settings

    settings.register_profile("mutants", phases=(Phase.explicit, Phase.reuse, Phase.generate),
                              database=None, derandomize=True)
    settings.load_profile("mutants")
    if os.environ.get(TRACE_ENV):
        config.pluginmanager.register(_Tracer(*os.environ[TRACE_ENV].split(os.pathsep)))


class _Tracer:
    """Records which test executes each line of one file: "*" for a line run at import or in a
    class body (so by every test), and which tests start a program (they may run any line)."""

    def __init__(self, target, out):
        self.path, self.out = os.path.realpath(target), out
        self.test, self.lines, self.durations, self.spawn = "*", {}, {}, set()
        self.known = {}  # code file name -> whether it is target
        self.popen = subprocess.Popen.__init__
        tracer = self

        def popen(*args, **kwargs):
            tracer.spawn.add(tracer.test)
            return tracer.popen(*args, **kwargs)

        subprocess.Popen.__init__ = popen
        sys.settrace(self.call)
        threading.settrace(self.call)

    def call(self, frame, event, arg):
        name = frame.f_code.co_filename
        if name not in self.known:
            self.known[name] = os.path.realpath(name) == self.path
        return self.line if self.known[name] else None

    def line(self, frame, event, arg):
        if event == "line":
            test = self.test if frame.f_code.co_flags & inspect.CO_NEWLOCALS else "*"
            self.lines.setdefault(frame.f_lineno, set()).add(test)
        return self.line

    def pytest_runtest_logstart(self, nodeid, location):
        self.test, self.started = nodeid, time.perf_counter()
        sys.settrace(self.call)  # hypothesis or a test may have set its own

    def pytest_runtest_logfinish(self, nodeid, location):
        self.durations[nodeid] = time.perf_counter() - self.started
        self.test = "*"

    def pytest_unconfigure(self, config):
        sys.settrace(None)
        subprocess.Popen.__init__ = self.popen
        with open(self.out, "w") as f:
            json.dump({"lines": {str(n): sorted(t) for n, t in self.lines.items()},
                       "durations": self.durations, "spawn": sorted(self.spawn - {"*"})}, f)


def _slug(target):
    return target.replace("/", "_").replace(".py", "")


def _copy_tree():
    """The files git knows (committed or not) into TREE, with the .venv linked."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, text=True, check=True).stdout
    shutil.rmtree(TREE, ignore_errors=True)
    for name in listed.splitlines():
        if os.path.isfile(os.path.join(ROOT, name)):
            os.makedirs(os.path.dirname(os.path.join(TREE, name)), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, name), os.path.join(TREE, name))
    os.symlink(os.path.join(ROOT, ".venv"), os.path.join(TREE, ".venv"))


def _cosmic(*args):
    subprocess.run([os.path.join(BIN, args[0]), *args[1:]], cwd=TREE, check=True,
                   stdout=subprocess.DEVNULL)


def _same(path, target):
    with open(path) as a, open(target) as b:
        return a.read() == b.read()


def _retest(target, config, session):
    """Run the survivors of session not judged equivalent again, before what is not run yet:
    in a session of their own, whose results then replace theirs (interrupted, they are
    still survivors)."""
    part = session + ".retest"
    shutil.copy(session, part)
    judged = _equivalents()
    with sqlite3.connect(part) as db:
        rows = db.execute("SELECT job_id, diff FROM work_results WHERE test_outcome = 'SURVIVED'")
        again = [(job,) for job, diff in rows if (target, _mutant_line(diff)) not in judged]
        db.execute("CREATE TEMP TABLE again (job_id)")
        db.executemany("INSERT INTO again VALUES (?)", again)
        for table in ("mutation_specs", "work_items"):
            db.execute("DELETE FROM {} WHERE job_id NOT IN (SELECT job_id FROM again)".format(
                table))
        db.execute("DELETE FROM work_results")
    _cosmic("cosmic-ray", "exec", config, part)
    with sqlite3.connect(session) as db:
        db.execute("ATTACH ? AS part", (part,))
        db.execute("INSERT OR REPLACE INTO work_results SELECT * FROM part.work_results")
    os.remove(part)


def _run_file(target, retest):
    """Execute the cosmic-ray session of one file: resumed if the file is unchanged since it
    began (with --retest, its survivors not judged equivalent first run again), else made afresh."""
    slug = _slug(target)
    config = os.path.join(WORK, slug + ".toml")
    session = os.path.join(WORK, slug + ".sqlite")
    started = time.time()
    _trace(target)
    baseline = time.time() - started
    command = [sys.executable, "tools/mutants.py", "--test", target, _plan_path(target)]
    if subprocess.run(command).returncode:  # it would kill every mutant
        sys.exit("the test command fails without a mutant: " + " ".join(command))
    with open(config, "w") as f:
        f.write("[cosmic-ray]\nmodule-path = {}\ntimeout = {:.0f}\nexcluded-modules = []\n"
                "test-command = \"{}\"\n"
                "[cosmic-ray.distributor]\nname = \"local\"\n"
                "[cosmic-ray.filters.operators-filter]\nexclude-operators = {}\n".format(
                    json.dumps(target), 4 * baseline + 10, " ".join(command),
                    json.dumps(list(EXCLUDED))))
    source = os.path.join(WORK, slug + ".py")  # the text the session was made from
    if not (os.path.exists(session) and _same(source, target)):
        if os.path.exists(session):
            os.remove(session)
        _cosmic("cosmic-ray", "init", config, session)
        _cosmic("cr-filter-operators", session, config)
        shutil.copy(target, source)
    elif retest:
        _retest(target, config, session)
    _cosmic("cosmic-ray", "exec", config, session)
    print("{}: done in {:.0f} s (tests {:.1f} s unmutated)".format(
        target, time.time() - started, baseline), flush=True)


def _equivalents():
    """(file, mutated line) -> why, from tools/mutants_equivalent.txt."""
    judged = {}
    with open(EQUIVALENT) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                target, mutant, why = [part.strip() for part in line.split(" | ", 2)]
                judged[(target, mutant)] = why
    return judged


def _mutant_line(diff):
    """The changed line of a cosmic-ray diff, as it reads in the mutant."""
    added = [line[1:].strip() for line in diff.splitlines()
             if line.startswith("+") and not line.startswith("+++")]
    return " / ".join(added)


def _collect(target):
    """Counts and survivors of one file's session, from cosmic-ray's dump."""
    slug = _slug(target)
    session = os.path.join(WORK, slug + ".sqlite")
    dump = subprocess.run([os.path.join(BIN, "cosmic-ray"), "dump", session],
                          capture_output=True, text=True, check=True).stdout
    with open(os.path.join(WORK, slug + ".py")) as f:
        lines = f.read().splitlines()
    with open(_plan_path(target)) as f:
        plan = json.load(f)
    counts = {"mutants": 0, "killed": 0, "survived": 0, "pending": 0, "excluded": 0}
    survivors = []
    for row in dump.splitlines():
        item, result = json.loads(row)
        mutation = item["mutations"][0]
        if result is None:
            counts["pending"] += 1
            continue
        if result["worker_outcome"] == "skipped":
            counts["excluded"] += 1
            continue
        counts["mutants"] += 1
        if result["test_outcome"] == "survived":
            counts["survived"] += 1
            row_no = mutation["start_pos"][0]
            reached = set(_reaching(plan, [row_no])) - set(plan["spawn"])
            survivors.append({"line": row_no, "source": lines[row_no - 1].strip(),
                              "mutant": _mutant_line(result["diff"]), "reached": bool(reached),
                              "operator": mutation["operator_name"].split("/")[-1]})
        else:
            counts["killed"] += 1  # a failing test, a timeout or a mutant that cannot run
    return counts, survivors


def report():
    """Write the BENCHMARKS.md section from every session in build/mutants."""
    results = {}
    for target in TESTS:
        session = os.path.join(WORK, _slug(target) + ".sqlite")
        if os.path.exists(session):
            counts, survivors = _collect(target)
            date = time.strftime("%Y-%m-%d", time.gmtime(os.path.getmtime(session)))
            results[target] = {"counts": counts, "survivors": survivors, "date": date}
    command = "tools/mutants.py " + " ".join(sorted(results))
    bench_file.replace("mutants", bench_file.section("mutants", section(results),
                                                     bench_file.stamp(MEASURED, command)))


def _score(results, targets, judged):
    """(killed, non-equivalent mutants, equivalent, listed survivors) over targets."""
    killed = total = equivalent = 0
    listed = []
    for target in targets:
        if target not in results:
            continue
        counts = results[target]["counts"]
        killed += counts["killed"]
        total += counts["mutants"]
        for s in results[target]["survivors"]:
            why = judged.get((target, s["mutant"]))
            equivalent += why is not None
            listed.append((target, s, why))
    return killed, total - equivalent, equivalent, listed


GROUPS = (  # name, files, target score
    ("core/ (rules and dice)", CORE, 95),
    ("save path (saves/journal.py, saves/storage.py)", SAVE_PATH, 90),
)


def section(results):
    """The lines of the BENCHMARKS.md section, its title first."""
    judged = _equivalents()
    pending = sum(r["counts"]["pending"] for r in results.values())
    out = ["## Mutation testing", ""]
    if pending:
        out += ["Not finished: {} of {} mutants run at this commit, the score so far below; "
                "`.venv/bin/python tools/mutants.py {}` runs the rest.".format(
                    sum(r["counts"]["mutants"] for r in results.values()),
                    sum(r["counts"]["mutants"] + r["counts"]["pending"] for r in results.values()),
                    " ".join(t for t in sorted(results) if results[t]["counts"]["pending"])), ""]
    out += [
           "cosmic-ray mutates one file at a time in a copy of the tree. Each file's tests "
           "(`TESTS` in tools/mutants.py) are first run once unmutated under a tracer that "
           "records which tests execute each line on CPython (every test, for a line run at "
           "import). A mutant runs every portable module on MicroPython (the trace cannot see "
           "lines that run only there), then on CPython only the tests that execute its "
           "statement and those that start a program (which may run any line), cheapest first, "
           "stopping at the first failure. Operators left out, and why: "
           "`EXCLUDED` there. A mutant is killed by a failing test or a timeout; an equivalent "
           "one is judged in tools/mutants_equivalent.txt and left out of the score.", "",
           "| files | mutants | killed | equivalent | score (killed / non-equivalent) | target |",
           "|---|---|---|---|---|---|"]
    for name, targets, target_pct in GROUPS:
        killed, counted, equivalent, _ = _score(results, targets, judged)
        missing = [t for t in targets if t not in results]
        if len(missing) == len(targets):
            name += " (not run at this commit)"
        elif missing:
            name += " (not run at this commit: {})".format(", ".join(missing))
        if not counted:
            out.append("| {} | 0 | | | | {}% |".format(name, target_pct))
            continue
        out.append("| {} | {} | {} | {} | **{:.1f}%** | {}% |".format(  # rounded down
            name, counted + equivalent, killed, equivalent, 1000 * killed // counted / 10,
            target_pct))
    out += ["", "| file | mutants | killed | survived | not run yet | date |",
            "|---|---|---|---|---|---|"]
    for target in sorted(results):
        c = results[target]["counts"]
        out.append("| {} | {} | {} | {} | {} | {} |".format(
            target, c["mutants"], c["killed"], c["survived"], c["pending"],
            results[target]["date"]))
    for name, targets, _ in GROUPS:
        listed = _score(results, targets, judged)[3]
        out += ["", "Survivors, {} (each judged):".format(name.split(" (")[0]), ""]
        for target, s, why in listed:
            verdict = "equivalent: " + why if why else "**not equivalent: a test is missing**"
            if not s["reached"]:
                verdict += " (no test executes this line on CPython)"
            out.append("- {}:{} `{}` -> `{}`: {}".format(
                target, s["line"], s["source"], s["mutant"], verdict))
        if not listed:
            run = any(t in results for t in targets)
            out.append("- none" if run else "- not run at this commit")
    save_path = " ".join(SAVE_PATH)
    out += ["", "```", "make mutants                                     # core/",
            ".venv/bin/python tools/mutants.py --save-path    # core/ and the save path",
            ".venv/bin/python tools/mutants.py " + save_path + "   # the save path alone",
            ".venv/bin/python tools/mutants.py core/dice.py   # one file (resumed while unchanged)",
            ".venv/bin/python tools/mutants.py --retest " + save_path
            + "   # its survivors again, after new tests",
            ".venv/bin/python tools/mutants.py --report       # this section from the last runs",
            "```"]
    return out


def main(argv):
    if argv[:1] == ["--test"]:
        return run_tests(argv[1], argv[2])
    if argv[:1] == ["--report"]:
        report()
        return 0
    retest = "--retest" in argv
    targets = [a for a in argv if not a.startswith("--")]
    if not targets:
        targets = list(CORE) + (list(SAVE_PATH) if "--save-path" in argv else [])
    for target in targets:
        if target not in TESTS:
            sys.exit("no tests are listed for {} in TESTS".format(target))
    os.makedirs(WORK, exist_ok=True)
    _copy_tree()
    os.chdir(TREE)
    try:
        for target in targets:
            _run_file(target, retest)
    finally:
        os.chdir(ROOT)
        shutil.rmtree(TREE)
    report()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
