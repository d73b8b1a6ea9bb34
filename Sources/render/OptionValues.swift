import ArgumentParser
import FlipbookDiff
import Foundation

/// The values of `render`'s options that are more than a number or a word: parsed once, by
/// ArgumentParser, with its message naming the option when one is malformed.

/// `--size 390x844` (or `390×844`): a canvas size in points.
struct SizeOption: ExpressibleByArgument, Sendable {
    let size: CGSize

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        size = CGSize(width: w, height: h)
    }
}

/// `--shard 2/4`: part i of n (1-based) of a suite.
struct ShardOption: ExpressibleByArgument, Sendable {
    let shard: Shard

    init?(argument: String) {
        guard let shard = Shard(argument) else { return nil }
        self.shard = shard
    }
}
