/// One of `count` parts of a suite, chosen by a stable hash of each case's name, so that CI
/// machines split a large suite without coordinating: `--shard 2/4` takes every case whose
/// name hashes to part 2, and the parts 1…4 together take every case exactly once. Adding a
/// case never moves the others.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based: 1…count.
    public let index: Int
    public let count: Int

    /// `"i/n"` with 1 ≤ i ≤ n; nil when malformed.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i
        count = n
    }

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "shard index must be 1…count")
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the case named `name` belongs to this shard.
    public func contains(_ name: String) -> Bool {
        Int(Self.stableHash(name) % UInt64(count)) + 1 == index
    }

    /// FNV-1a 64 of the name's UTF-8: the same on every machine and every run (Swift's
    /// `hashValue` is seeded per process).
    public static func stableHash(_ name: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
