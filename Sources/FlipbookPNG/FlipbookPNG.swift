// The FlipbookPNG module; its pieces arrive with their issues.
