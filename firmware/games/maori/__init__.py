"""Maori's screens: the menu and the combat (menu), the force builder (forces), the panic walk
(panic), the side rolls and tables (rolls), and what they share (common)."""
