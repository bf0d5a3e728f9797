"""What the stock drivers send on the display bus, to measure ours against (tests, benchmarks).

micropython-lib's ssd1306 sends every page of every frame: 1,044 bytes a frame on the bus, about
23.5 ms at 400 kHz.
"""

STOCK_FRAME_BYTES = 1044
