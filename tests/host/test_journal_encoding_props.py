"""Hypothesis properties of the journal's line encoding (CPython only): the checksum computed
without a loop is Fletcher-16 as the loop computes it, and a line is the text the key-by-key
writer made, refusing the same payloads (a character beyond U+FFFF), so every journal written
before reads and checks as before (issue 33 made both cheaper on the Pico). The portable tests
and tests/micropython check the same lines on MicroPython."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.errors import JournalError
from saves import journal


def fletcher_loop(text):
    a = b = 0
    for byte in text.encode():
        a = (a + byte) % 255
        b = (b + a) % 255
    return "{:04x}".format((b << 8) | a)


def dumps_key_by_key(payload):
    if type(payload) is dict:
        return "{" + ",".join(json.dumps(key) + ":" + dumps_key_by_key(payload[key])
                              for key in sorted(payload)) + "}"
    return json.dumps(payload, separators=(",", ":"))


def encode_before(payload):
    """encode_line as it was before issue 33."""
    journal._plane0(payload)
    text = journal._ascii(dumps_key_by_key(payload))
    return "{} {}\n".format(text, fletcher_loop(text))


texts = st.text(st.characters(min_codepoint=0, max_codepoint=0x1F600), max_size=40)
scalars = st.one_of(st.integers(-(2**40), 2**40), texts, st.booleans(), st.none())
plain = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=5), st.dictionaries(st.text("abcdefghij_", min_size=1, max_size=8),
                                                 inner, max_size=6)), max_leaves=30)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=1200) | st.binary(max_size=1200).map(lambda b: b.decode("latin-1")))
def test_the_checksum_is_the_loops(text):
    assert journal.checksum(text) == fletcher_loop(text)


@settings(max_examples=400, deadline=None)
@given(plain)
def test_a_line_is_the_key_by_key_writers_and_refuses_the_same(payload):
    try:
        expected = encode_before(payload)
    except JournalError:
        with pytest.raises(JournalError):
            journal.encode_line(payload)
        return
    assert journal.encode_line(payload) == expected


def test_an_escaped_surrogate_typed_as_text_is_no_refusal():
    payload = {"name": "a\\ud83d", "x": ["\u0101", "\ud800"]}
    assert journal.encode_line(payload) == encode_before(payload)
    with pytest.raises(JournalError):
        journal.encode_line({"name": ["ok", "\U0001f600"]})
