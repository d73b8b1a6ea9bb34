import Synchronization

/// The scan converter's scratch memory: one Float cell per pixel plus one past the right edge
/// (a row holds `width + 2` cells), and a bitmap with one bit per cell saying which cells were
/// touched, so the sweep can jump over runs of untouched cells.
///
/// Invariant between uses: every cell is 0 and every bit is clear (the sweep restores this as
/// it reads), so a pooled accumulator is reused without clearing it again.
final class CellAccumulator: @unchecked Sendable {
    // @unchecked: an accumulator is only ever used by the one caller that took it from the pool.
    private(set) var cells: UnsafeMutablePointer<Float>
    private(set) var bits: UnsafeMutablePointer<UInt64>
    private var cellCapacity: Int
    private var bitCapacity: Int

    init() {
        cellCapacity = 0; bitCapacity = 0
        cells = .allocate(capacity: 1)
        bits = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        bits.deallocate()
    }

    /// Makes room for `cellCount` cells and `wordCount` bitmap words, all zero.
    func reserve(cells cellCount: Int, words wordCount: Int) {
        if cellCount > cellCapacity {
            cells.deallocate()
            cells = .allocate(capacity: cellCount)
            cells.initialize(repeating: 0, count: cellCount)
            cellCapacity = cellCount
        }
        if wordCount > bitCapacity {
            bits.deallocate()
            bits = .allocate(capacity: wordCount)
            bits.initialize(repeating: 0, count: wordCount)
            bitCapacity = wordCount
        }
    }

    var capacity: Int { cellCapacity }

    // MARK: Pool

    /// Accumulators kept for reuse. Big ones (beyond ~16 MB) are dropped after use rather than kept.
    private static let pool = Mutex<[CellAccumulator]>([])
    private static let keepLimit = 4 << 20

    static func take() -> CellAccumulator {
        pool.withLock { $0.popLast() } ?? CellAccumulator()
    }

    static func give(_ a: CellAccumulator) {
        guard a.cellCapacity <= keepLimit else { return }
        pool.withLock { if $0.count < 4 { $0.append(a) } }
    }
}
