"""The exact bytes of journal lines: keys in sorted order with or without OrderedDict, every
character escaped as CPython escapes it, the Fletcher-16 checksum against a plain loop."""

from saves import journal


def _fletcher16(text):
    """Fletcher-16 as its definition gives it: a loop over the bytes, both sums modulo 255."""
    a = b = 0
    for byte in text.encode():
        a = (a + byte) % 255
        b = (b + a) % 255
    return "{:04x}".format(b * 256 + a)


def _key_by_key(payload):
    """encode_line(payload) as a MicroPython without OrderedDict writes it (key by key)."""
    kept = journal.OrderedDict
    journal.OrderedDict = None
    try:
        return journal.encode_line(payload)
    finally:
        journal.OrderedDict = kept


# A checkpoint-like payload: dicts inside dicts, a list of lists, strings and numbers.
_NESTED = {"state": {"zeta": [1, [2, 3]], "alpha": {"b": "x", "a": 0}}, "at": 32,
           "redo": [["add", 0, 3]], "v": 1}
_NESTED_TEXT = ('{"at":32,"redo":[["add",0,3]],"state":{"alpha":{"a":0,"b":"x"},'
                '"zeta":[1,[2,3]]},"v":1}')


def test_a_checkpoint_is_written_with_its_keys_sorted_at_every_depth():
    """The journal's text is the same whatever order a dict was built in."""
    line = journal.encode_line(_NESTED)
    assert line == _NESTED_TEXT + " " + _fletcher16(_NESTED_TEXT) + "\n"


def test_without_ordered_dicts_the_same_bytes_are_written_key_by_key():
    """A MicroPython built without collections.OrderedDict writes each dict key by key: the
    bytes are those of every other interpreter, so its journals read back anywhere."""
    assert _key_by_key(_NESTED) == _NESTED_TEXT + " " + _fletcher16(_NESTED_TEXT) + "\n"
    assert _key_by_key({}) == "{} " + _fletcher16("{}") + "\n"
    assert _key_by_key([{"b": 1, "a": 2}]) == journal.encode_line([{"b": 1, "a": 2}])
    assert _key_by_key(["add", 0, 3]) == '["add",0,3] ' + _fletcher16('["add",0,3]') + "\n"
    line = _key_by_key({"do": ["reset", "T\u016b"], "redo": []})
    text = '{"do":["reset","T\\u016b"],"redo":[]}'
    assert line == text + " " + _fletcher16(text) + "\n"
    assert journal.decode_line(line[:-1], 3) == {"do": ["reset", "T\u016b"], "redo": []}


def test_the_checksum_is_fletcher16_for_every_line_length_and_byte():
    """The checksum computed without a loop equals the loop's, on short and long lines, on
    lines whose sums wrap past 255 many times, and on lines of every weighted sum."""
    texts = ["", "a", "\x7f", "~" * 300, "\x01" * 257, '{"at":96,"state":{}}']
    texts += ["".join(chr(32 + (i * 37 + n) % 95) for i in range(n)) for n in range(1, 200, 7)]
    texts += ["~" * n for n in range(250, 1030, 37)]
    texts += ['["add",0,{}]'.format(points) for points in range(400)]  # every running sum
    for text in texts:
        assert journal.checksum(text) == _fletcher16(text), text



def test_every_character_is_written_as_cpython_writes_it():
    """The journal's promise: the same bytes on every interpreter. MicroPython's json wrote DEL
    raw and backspace and form feed as \\u0008 and \\u000c, where CPython writes \\u007f, \\b and
    \\f; the expected text is CPython's json.dumps of the payload (a literal backslash before
    "u0008" stays a backslash)."""
    payload = ["reset", "\b\f\x7f\\u0008\u0101\x01\n\"~"]
    expected = '["reset","\\b\\f\\u007f\\\\u0008\\u0101\\u0001\\n\\"~"]'
    line = journal.encode_line(payload)
    assert line == expected + " " + _fletcher16(expected) + "\n", line
    assert journal.decode_line(line[:-1], 1) == payload  # read back on this interpreter
