"""Cards, suits and the engine's codes: the layer every other one builds on."""
