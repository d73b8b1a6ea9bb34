// The FlipbookTesting module; its pieces arrive with their issues.
