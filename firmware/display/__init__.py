"""The display stack: the OLED drivers (SSD1306, SH1106) and their choice, the frame buffer,
the font and the drawing on it. Loaded at boot; nothing here knows of a game."""
