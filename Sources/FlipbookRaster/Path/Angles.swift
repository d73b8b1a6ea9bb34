#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The unsigned angle between two non-zero vectors, in [0, π].
func angleBetween(_ a: Point, _ b: Point) -> Double {
    abs(atan2(a.cross(b), a.dot(b)))
}
