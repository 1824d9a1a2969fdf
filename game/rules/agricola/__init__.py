"""Agricola (2007 edition) without cards: the farmyard model, its scoring table and text grid."""
