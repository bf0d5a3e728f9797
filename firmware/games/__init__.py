"""Each game's screens: a module, or a folder where one file would be too big.

A game is opened from the home menu (firmware/home.py) by its entry module. Back on the home
menu the app drops every module loaded since (App.unload), its rules and this package
included, because on the Pico every module's bytecode takes RAM: only the game being played
should.
"""
