extension Angle {
    // The compound forms of Angle's operators, as SwiftUI's `Angle` has them.
    public static func += (a: inout Angle, b: Angle) { a = a + b }
    public static func -= (a: inout Angle, b: Angle) { a = a - b }
    public static func *= (a: inout Angle, s: Double) { a = a * s }
    public static func /= (a: inout Angle, s: Double) { a = a / s }
}
