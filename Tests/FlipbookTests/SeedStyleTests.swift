import Foundation
import Testing
import FlipbookRaster
import Flipbook

// Style code from the seeds (000, 004, 003), unchanged except where noted.

private struct MyButtonStyle: ButtonStyle {
    var color: Color = .green

    public func makeBody(configuration: MyButtonStyle.Configuration) -> some View {

        configuration.label
            .foregroundColor(.white)
            .padding(15)
            .background(RoundedRectangle(cornerRadius: 5).fill(color))
            .compositingGroup()
            .shadow(color: .black, radius: 3)
            .opacity(configuration.isPressed ? 0.5 : 1.0)
            .scaleEffect(configuration.isPressed ? 0.8 : 1.0)
    }
}

private struct RoundedRectangleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(action: {}, label: {
      HStack {
        Spacer()
        configuration.label.foregroundColor(.black)
        Spacer()
      }
    })
    // 👇🏻 makes all taps go to the the original button
    .allowsHitTesting(false)
    .padding()
    .background(Color.yellow.cornerRadius(8))
    .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

private struct ShadowButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .shadow(
        color: configuration.isPressed ? Color.blue : Color.black,
        radius: 4, x: 0, y: 5
      )
  }
}

private struct RoundedRectangleWithShadowedLabelButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Spacer()
      configuration.label.foregroundColor(.black)
        .shadow(
          color: configuration.isPressed ? Color.red : Color.black,
          radius: 4, x: 0, y: 5
        )
      Spacer()
    }
    .padding()
    .background(Color.yellow.cornerRadius(8))
    .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

/// Stand-in for the Moments app's spacing constants.
private enum Spacing { static let extraSmall: CGFloat = 4 }

private struct LikeToggleStyle: ToggleStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        Button(action: {
            configuration.isOn.toggle()
        }, label: {
            configuration.label
                .padding(Spacing.extraSmall)
                .contentShape(Circle())
        })
        .background(
            LikeToggleBackground(isHighlighted: configuration.isOn, shape: Circle())
        )
    }
}

/// The seed's background with its asset colours and `LinearGradient(Color, Color)` app
/// extension replaced by plain colours.
private struct LikeToggleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S
    var body: some View {
        ZStack {
            if isHighlighted {
                shape.fill(Color.pink)
            } else {
                shape.fill(Color.gray)
            }
        }
    }
}

private struct LikeView: View {
    @State var isLiked = false
    var body: some View {
        Toggle(isOn: $isLiked) {
            Image(systemName: "heart.fill")
                .foregroundColor(isLiked == true ? .white : .black)
        }
        .toggleStyle(LikeToggleStyle())
    }
}

@Suite struct SeedStyleTests {
    static let out = ProcessInfo.processInfo.environment["FLIPBOOK_SEED_OUT"]

    func save<V: View>(_ host: ViewHost<V>, _ name: String) throws {
        guard let dir = Self.out else { return }
        let png = try host.pngData()
        try Data(png).write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
    }

    @Test func myButtonStyleShrinksAndFadesWhilePressed() throws {
        let host = whiteHost(Button("Tap Me!") {}.buttonStyle(MyButtonStyle(color: .blue)).padding(10))
        host.scale = 2
        let idle = host.pixelBuffer
        // Padding 10, then the blue rounded rect (corner 5): 4 pt in is solid blue.
        #expect(idle[2 * 14, idle.height / 2] == SIMD4(0x00, 0x7A, 0xFF, 255))
        try save(host, "seed-mybuttonstyle-idle")
        host.press(at: CGPoint(x: 40, y: 30))
        let pressed = host.pixelBuffer
        try save(host, "seed-mybuttonstyle-pressed")
        // Scaled to 0.8, the left edge moves in by 10% of the width: x = 14 is now outside.
        #expect(pressed[2 * 14, pressed.height / 2][0] > 200, "white (or near) where blue was: \(pressed[28, pressed.height / 2])")
        host.release()
    }

    @Test func roundedRectangleStyleWithInnerButtonComposesWithShadowStyle() throws {
        let counter = Counter()
        let host = whiteHost(Button("Rounded rectangle + shadow button style", action: counter.bump)
            .buttonStyle(RoundedRectangleButtonStyle())
            .buttonStyle(ShadowButtonStyle())
            .frame(width: 360))
        host.scale = 2
        try save(host, "seed-rounded-shadow")
        let root = host.layout()
        // Yellow background: 16 pt padding around the label row.
        #expect(host.pixelBuffer[2 * 4, Int(root.frame.height)] == SIMD4(0xFF, 0xCC, 0x00, 255))
        // The inner button ignores hits; the tap goes to the original button.
        #expect(host.tap(at: CGPoint(x: root.frame.midX, y: root.frame.midY)))
        #expect(counter.count == 1)
    }

    @Test func shadowedLabelStyleRendersPressedAndIdle() throws {
        let host = whiteHost(Button("Rounded rectangle + shadow button style") {}
            .buttonStyle(RoundedRectangleWithShadowedLabelButtonStyle()).frame(width: 360))
        host.scale = 2
        try save(host, "seed-shadowed-label-idle")
        let idle = host.pixelBuffer
        host.press(at: CGPoint(x: 180, y: 20))
        try save(host, "seed-shadowed-label-pressed")
        #expect(host.pixelBuffer != idle)
        // Scaled to 0.95 about the centre: the yellow's left edge (x = 0) moves in by 9 pt.
        #expect(host.pixelBuffer[2 * 4, idle.height / 2] == SIMD4(255, 255, 255, 255))
        #expect(idle[2 * 4, idle.height / 2] == SIMD4(0xFF, 0xCC, 0x00, 255))
    }

    @Test func likeToggleFlipsThroughItsButton() throws {
        let host = whiteHost(LikeView())
        host.scale = 2
        try save(host, "seed-like-off")
        let size = host.layout().frame.size
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        // The grey circle shows at the top of its frame's inscribed circle (centre x, 1 pt down).
        #expect(host.pixelBuffer[Int(size.width), 2] == SIMD4(0x8E, 0x8E, 0x93, 255))
        #expect(host.tap(at: centre))
        try save(host, "seed-like-on")
        #expect(host.pixelBuffer[Int(size.width), 2] == SIMD4(0xFF, 0x2D, 0x55, 255))
        // Outside the circular content shape (the corner) nothing responds.
        #expect(!host.tap(at: CGPoint(x: 0.5, y: 0.5)))
    }
}

/// The Moments seed's first @State example (003), unchanged.
private struct BirthdayView: View {
    @State private var age = 20
    var body: some View {
        Button("生日啦，现在几岁: \(age)") {
            age += 1
        }
    }
}

@Suite struct SeedStateButtonTests {
    @Test func tappingTheBirthdayButtonCountsUp() {
        let host = ViewHost(BirthdayView())
        #expect(host.layout().treeDescription.contains("现在几岁: 20"))
        let f = host.layout().frame
        #expect(host.tap(at: CGPoint(x: f.midX, y: f.midY)))
        #expect(host.tap(at: CGPoint(x: f.midX, y: f.midY)))
        #expect(host.layout().treeDescription.contains("现在几岁: 22"))
    }
}

// The seed's flip toggle (000 Example2); see effectValue for the one line left out.
private struct FlipEffect: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double

    var animatableData: Double {
        get {
            angle
        }
        set {
            angle = newValue
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // The seed's `DispatchQueue.main.async { self.flipped = … }` is left out: in Swift 6
        // mode it is "sending 'self' risks causing data races" because Flipbook's
        // GeometryEffect is not @MainActor as SwiftUI's is (a decision for the lead).
        let a = CGFloat(Angle.degrees(angle).radians)

        var  transform3d = CATransform3DIdentity
        transform3d.m34 = -1/max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width/2.0, -size.height/2.0, 0)

        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width/2.0, y: size.height/2.0))

        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

private struct MyToggleStyle2: ToggleStyle {
    let width: CGFloat = 50
    let height: CGFloat = 60

    @Binding var flipped: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: width, height: height)
            .modifier(FlipEffect(flipped: $flipped, angle: configuration.isOn ? 180 : 0))
            .onTapGesture {
                withAnimation {
                    configuration.$isOn.wrappedValue.toggle()
                }
            }
    }
}

private struct Example2: View {
    @State private var flag = false
    @State private var flipped = false

    var body: some View {
        VStack {
            Toggle(isOn: $flag) {
                VStack {
                    Group {
                        Image(systemName: flipped ? "folder.fill" : "map.fill")
                        Text(flipped ? "地图" : "列表")
                            .font(.caption)
                    }
                    .rotation3DEffect(flipped ? .degrees(180) : .degrees(0), axis: (x: 0, y: 1, z: 0))

                }
            }
        }
        .toggleStyle(MyToggleStyle2(flipped: $flipped))
    }
}

@Suite struct SeedFlipToggleTests {
    @Test func tappingTheFlipToggleTurnsItOver() {
        let host = ViewHost(Example2())
        host.background = .white
        let front = host.pixelBuffer
        #expect(host.layout().frame.size == CGSize(width: 50, height: 60))
        // Tap the symbol (a frame's empty area is not hittable, as in SwiftUI).
        let symbol = host.layout().treeDescription
        #expect(host.tap(at: CGPoint(x: 25, y: 18)), "\(symbol)")
        let back = host.pixelBuffer
        let changed = back != front
        #expect(changed)
        // Turned 180° about the vertical axis the picture is mirrored: the mirrored back
        // image equals the front one flipped left to right.
        var mirrored = front
        for y in 0..<front.height { for x in 0..<front.width { mirrored[x, y] = front[front.width - 1 - x, y] } }
        let isMirror = back == mirrored
        #expect(isMirror)
    }
}

// The seed's first custom toggle style (000 Example1), unchanged.
private struct Example1: View {
    @State private var flag = true

    var body: some View {
        VStack {
            Toggle(isOn: $flag) {
                HStack {
                    Image(systemName: "arkit")
                    Text("是否开启AR功能：")
                }
            }
        }
        .toggleStyle(MyToggleStyle1())
    }
}


private struct MyToggleStyle1: ToggleStyle {
    let width: CGFloat = 50

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label

            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: width, height: width / 2.0)
                    .foregroundColor(configuration.isOn ? .green : .red)

                RoundedRectangle(cornerRadius: 4)
                    .frame(width: (width / 2) - 4, height: (width / 2) - 6)
                    .padding(4)
                    .foregroundColor(.white)
                    .onTapGesture {
                        withAnimation {
                            configuration.$isOn.wrappedValue.toggle()
                        }
                }
            }
        }
    }
}

@Suite struct SeedToggleStyle1Tests {
    @Test func tappingTheKnobFlipsTheTrackColourWithAnAnimation() {
        let host = ViewHost(Example1())
        let size = host.layout().frame.size
        // The 50×25 track is trailing; on, the knob (21×19 plus 4 pt padding) is at its right.
        let trackLeft = CGPoint(x: size.width - 50 + 3, y: size.height / 2)
        #expect(host.pixelBuffer[Int(trackLeft.x), Int(trackLeft.y)] == SIMD4(0x34, 0xC7, 0x59, 255))
        #expect(host.tap(at: CGPoint(x: size.width - 15, y: size.height / 2)), "tap the knob")
        #expect(host.graph.lastTransaction.animation != nil, "the toggle happened inside withAnimation")
        // Off: red track, the knob moved to the leading end, so the trailing end shows red.
        #expect(host.pixelBuffer[Int(size.width) - 3, Int(size.height / 2)] == SIMD4(0xFF, 0x3B, 0x30, 255))
    }
}
