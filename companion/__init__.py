"""The `companion` command line (cli.py): a subcommand per game, the simulator, the device and
the archive of finished games, and the files the computer keeps them in. The simulated board
is host_sim/."""
