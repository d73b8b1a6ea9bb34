// Code as a team writes it for SwiftUI with Xcode 16 in Swift 6 language mode, with
// `import SwiftUI` replaced by `import Flipbook` and nothing else changed. It compiles only
// because Flipbook's views are on the main actor as SwiftUI's are (issue 11).
import Flipbook

/// A main-actor model owned by a view through `@StateObject` (in Swift 6 mode its default
/// value is main-actor code, allowed because `View` is `@MainActor`).
@MainActor
public final class CounterModel: ObservableObject {
    @Published public var count = 0
    public init() {}
    public func increment() { count += 1 }
}

/// Shows a count as a row of dots and adds one per tap; the tap defers its change to the
/// main queue, as code often does to leave the current update alone.
public struct CounterView: View {
    @StateObject private var model = CounterModel()
    public init() {}

    public var body: some View {
        Button {
            DispatchQueue.main.async { model.increment() }
        } label: {
            HStack(spacing: 4) {
                ForEach(0..<model.count, id: \.self) { _ in
                    Circle().fill(Color.green).frame(width: 10, height: 10)
                }
            }
            .frame(width: 60, height: 20, alignment: .leading)
        }
        .buttonStyle(PillButtonStyle())
    }
}

/// A custom button style: a capsule that darkens while pressed.
public struct PillButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(Capsule().fill(configuration.isPressed ? Color(red: 0, green: 0, blue: 0.5) : Color.blue))
    }
}

/// A custom toggle style: a square box, filled when on, that toggles on tap.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 4)
                .fill(configuration.isOn ? Color.green : Color.white)
                .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.black, lineWidth: 2))
                .frame(width: 24, height: 24)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

/// A card that turns about its vertical axis and shows its back past 90°. The effect learns
/// which face is visible while drawing and writes it back through a binding on the main
/// queue (the pattern of the seeds' FlipEffect): the picture swaps on the next pass.
public struct TurningCard: View {
    @State private var showsBack = false
    let angle: Double
    public init(angle: Double) { self.angle = angle }

    public var body: some View {
        ZStack {
            if showsBack { Color.red } else { Color.blue }
        }
        .frame(width: 80, height: 50)
        .modifier(TurnEffect(showsBack: $showsBack, angle: angle))
    }
}

struct TurnEffect: GeometryEffect {
    @Binding var showsBack: Bool
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        DispatchQueue.main.async {
            self.showsBack = self.angle > 90 && self.angle < 270
        }
        var t = CATransform3DIdentity
        t.m34 = -1 / max(size.width, size.height)
        t = CATransform3DRotate(t, CGFloat(Angle.degrees(angle).radians), 0, 1, 0)
        t = CATransform3DTranslate(t, -size.width / 2, -size.height / 2, 0)
        return ProjectionTransform(t).concatenating(ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2)))
    }
}

/// A user shape with animatable data, read from the nonisolated `path(in:)`.
public struct Wedge: Shape {
    public var fraction: Double
    public init(fraction: Double) { self.fraction = fraction }
    public var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.midY))
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                 startAngle: .degrees(0), endAngle: .degrees(360 * fraction), clockwise: false)
        p.closeSubpath()
        return p
    }
}
