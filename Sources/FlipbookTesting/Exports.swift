// SnapshotLayout and SnapshotDevice live in FlipbookSnapshotCore (shared with
// FlipbookSnapshotTesting); `import FlipbookTesting` keeps seeing them.
@_exported import FlipbookSnapshotCore
