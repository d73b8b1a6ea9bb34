// The FlipbookText module; its pieces arrive with their issues.
