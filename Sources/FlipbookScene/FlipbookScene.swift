// The FlipbookScene module; its pieces arrive with their issues.
