"""The web page as an installed app, in real Chromium (Debian's, driven by Playwright): its
manifest and icons make it installable, its service worker keeps the whole build, so that it
reloads and plays with the network cut off, and a new build replaces the old one's cache at the
next start, with the version on the page.
"""

import json
import os
import shutil

import make_icons
import pytest
from conftest import ROOT

from support import build_web, web_page

KEPT = "document.querySelector('#offline').textContent.startsWith('kept')"
SCRIPT = os.path.join(ROOT, "docs", "kachina-device.script")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The page built from the files as they are now, from a copy of web/ that a test may
    change and build again into the same place."""
    folder = tmp_path_factory.mktemp("pwa")
    web = folder / "web"
    shutil.copytree(os.path.join(ROOT, "web"), web, ignore=shutil.ignore_patterns(
        "node_modules", "dist"))
    out = str(folder / "dist")
    build_web.build(out, str(web))
    return out, str(web)


@pytest.fixture(scope="module")
def browser(site):
    with web_page.chromium(site[0]) as found:
        yield found


def _kept_offline(device):
    """Wait for the service worker to have kept the build; returns the page's cache names."""
    device.page.wait_for_function(KEPT, timeout=web_page.LOAD_TIMEOUT_MS, polling=50)
    return device.page.evaluate("caches.keys()")


def test_the_icons_are_the_ones_the_tool_draws(tmp_path):
    make_icons.main(str(tmp_path))
    for name, _, _ in make_icons.ICONS:
        with open(tmp_path / name, "rb") as new, open(os.path.join(make_icons.OUT, name),
                                                      "rb") as kept:
            assert new.read() == kept.read(), "run tools/make_icons.py: " + name


def test_the_page_installs_as_an_app(site, tmp_path):
    """In a profile on disk (Chromium never offers to install from an incognito one): the
    manifest parses without errors, Chromium finds nothing that stops an install, and the
    service worker is active and controls the page after a reload."""
    from PIL import Image
    from playwright.sync_api import sync_playwright

    httpd, url = web_page.serve_web.serve_in_background(site[0])
    try:
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=web_page.CHROMIUM,
                args=web_page.FLAGS)
            page = context.new_page()
            page.goto(url)
            page.wait_for_function(KEPT, timeout=web_page.LOAD_TIMEOUT_MS, polling=50)
            page.reload()
            cdp = context.new_cdp_session(page)
            manifest = cdp.send("Page.getAppManifest")
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
            active = page.evaluate("""navigator.serviceWorker.getRegistration().then(
                (r) => [r.active.state, !!navigator.serviceWorker.controller])""")
            context.close()
    finally:
        httpd.shutdown()
    assert manifest["errors"] == [] and errors == []
    assert active == ["activated", True]
    with open(os.path.join(site[1], "manifest.webmanifest")) as f:
        fields = json.load(f)
    assert fields["display"] == "standalone" and fields["name"] and fields["theme_color"]
    for icon in fields["icons"]:
        width, height = (int(n) for n in icon["sizes"].split("x"))
        assert Image.open(os.path.join(site[0], icon["src"])).size == (width, height)
    assert {icon["sizes"] for icon in fields["icons"]} >= {"192x192", "512x512"}


def test_the_page_reloads_and_plays_with_the_network_cut_off(browser):
    """Once kept, the page reloads offline (a file it never kept fails: the network is really
    gone), and the firmware plays a Kachina game with the same frames as on the fake board."""
    timeline = web_page.record_script(SCRIPT, 5)
    device = web_page.PageDevice(*browser)
    try:
        device.open(seed=5)
        version = device.page.evaluate("companion.version")
        assert _kept_offline(device) == ["tabletop-companion-" + version]
        device.context.set_offline(True)
        device.page.reload()
        device.booted()
        assert device.page.evaluate("""fetch("never-kept.txt").then(() => "fetched",
                                                                   () => "refused")""") == "refused"
        assert version in device.page.text_content(".about")
        compared = []

        def seen(kind, value, expected, shown):
            assert shown == expected, "{} {}: the page shows\n{}".format(
                kind, value, web_page.picture(shown))
            compared.append(kind)

        device.loads = 0  # the reload above was the boot: play the timeline on from it
        device.seed = 5
        device.play(timeline, seen)
        assert compared.count("mask") > 20
        assert device.errors == []
    finally:
        device.close()


def test_a_new_build_replaces_the_old_cache_at_the_next_start(site, browser):
    device = web_page.PageDevice(browser[0], browser[1], paused=False)
    try:
        device.open()
        old = device.page.evaluate("companion.version")
        assert _kept_offline(device) == ["tabletop-companion-" + old]
        with open(os.path.join(site[1], "style.css"), "a") as f:
            f.write("\n/* a new build */\n")
        _, new = build_web.build(*site)
        assert new != old
        device.page.reload()  # the old build starts; the new one is fetched beside it
        device.booted()
        assert device.page.evaluate("companion.version") == old
        device.page.wait_for_function(
            "document.querySelector('#offline').textContent.includes({!r})".format(new),
            timeout=web_page.LOAD_TIMEOUT_MS, polling=50)
        device.page.reload()  # the next start: the new build, and only its cache
        device.booted()
        assert device.page.evaluate("companion.version") == new
        assert new in device.page.text_content("#version")
        assert device.page.evaluate("caches.keys()") == ["tabletop-companion-" + new]
    finally:
        device.close()
