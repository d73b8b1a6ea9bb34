import Dispatch

extension DispatchQueue {
    /// A point in Dispatch's time, as Combine's `DispatchQueue.SchedulerTimeType` (the time
    /// `receive(on:)`, `debounce(for:scheduler:)` and `delay(for:scheduler:)` measure with).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(Int64(other.dispatchTime.uptimeNanoseconds) - Int64(dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let t = Int64(dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, t))))
        }

        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool {
            a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A signed interval in nanoseconds, as Combine's `SchedulerTimeType.Stride`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                              ExpressibleByFloatLiteral, Hashable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// Nanoseconds (negative for an interval backwards).
            public var magnitude: Int

            public init(_ interval: DispatchTimeInterval) {
                switch interval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }
            public init(floatLiteral value: Double) { magnitude = Self.nanoseconds(ofSeconds: value) }
            public init(integerLiteral value: Int) { self.init(.seconds(value)) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let n = Int(exactly: source) else { return nil }
                self.init(.seconds(n))
            }

            /// The interval as Dispatch gives it.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            private static func nanoseconds(ofSeconds s: Double) -> Int {
                let n = (s * 1_000_000_000).rounded()
                return n.isNaN ? 0 : n >= Double(Int.max) ? .max : n <= Double(Int.min) ? .min : Int(n)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(.nanoseconds(nanoseconds(ofSeconds: s))) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude &+ b.magnitude)) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude &- b.magnitude)) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude &* b.magnitude)) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }
        }
    }

    /// Options for scheduling on a queue, as Combine's `DispatchQueue.SchedulerOptions`.
    // DispatchWorkItemFlags is an immutable option set Dispatch has not marked Sendable.
    public struct SchedulerOptions: @unchecked Sendable {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
}
