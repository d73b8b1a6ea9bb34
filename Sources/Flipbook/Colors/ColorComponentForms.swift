extension Color {
    /// An sRGB colour from components in 0…1, as SwiftUI's `Color(red:green:blue:opacity:)`
    /// written without a colour space (the form most code uses).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey (0 black, 1 white), as SwiftUI's `Color(white:opacity:)` without a colour space.
    public init(white: Double, opacity: Double = 1) {
        self.init(.sRGB, white: white, opacity: opacity)
    }
}
