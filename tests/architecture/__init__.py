"""The architecture: rooms, layers, purity, and the article tables."""
