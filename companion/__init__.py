"""The `companion` command line (cli.py): a subcommand per game, the simulator, the device and
the history, and the files the computer keeps them in. The simulated board is host_sim/."""
