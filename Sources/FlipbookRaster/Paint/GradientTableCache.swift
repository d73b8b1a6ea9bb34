#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The last few gradients' colour tables, so a gradient drawn again (every frame of an
/// animation, every cell of a list) costs no table build (≈ 15 µs device, ≈ 60 µs perceptual).
///
/// Keyed by the whole ``Gradient`` (stops and interpolation) compared for equality, searched
/// linearly, replaced round-robin: no hashing, and the cache can only change speed, never a
/// pixel. Thread-safe behind a mutex held only for the lookup or insert.
final class GradientTableCache: @unchecked Sendable {
    static let shared = GradientTableCache()
    private static let capacity = 32

    /// Heap-allocated: a pthread mutex must not move, and `&storedProperty` is not
    /// guaranteed to be a stable address.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var slots: [(gradient: Gradient, table: [UInt64])] = []
    private var next = 0

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    /// The 8.8 fixed-point table of `gradient`, built on a miss.
    func table(for gradient: Gradient) -> [UInt64] {
        pthread_mutex_lock(mutex)
        if let hit = slots.first(where: { $0.gradient == gradient }) {
            pthread_mutex_unlock(mutex)
            return hit.table
        }
        pthread_mutex_unlock(mutex)
        let table = GradientTable(gradient).fixedPoint  // built outside the lock
        pthread_mutex_lock(mutex)
        if slots.count < Self.capacity {
            slots.append((gradient, table))
        } else {
            slots[next] = (gradient, table)
            next = (next + 1) % Self.capacity
        }
        pthread_mutex_unlock(mutex)
        return table
    }
}
