import Testing
import FlipbookRaster
import Flipbook

// Variants of seed code whose edits these tests depend on; the verbatim seeds, and the
// behaviour tests of the unedited ones, live in Tests/SeedConformanceTests.
// LikeToggleStyle below: the seed's style with plain colours in its background (the tests
// read those colours); Example2: the flip toggle without its DispatchQueue.main.async line
// (the mirror test needs `flipped` to stay put between two synchronous renders).

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

@Suite @MainActor struct SeedStyleTests {
    @Test func likeToggleFlipsThroughItsButton() {
        let host = whiteHost(LikeView())
        host.scale = 2
        let size = host.layout().frame.size
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        // The grey circle shows at the top of its frame's inscribed circle (centre x, 1 pt down).
        #expect(host.pixelBuffer[Int(size.width), 2] == SIMD4(0x8E, 0x8E, 0x93, 255))
        #expect(host.tap(at: centre))
        #expect(host.pixelBuffer[Int(size.width), 2] == SIMD4(0xFF, 0x2D, 0x55, 255))
        // Outside the circular content shape (the corner) nothing responds.
        #expect(!host.tap(at: CGPoint(x: 0.5, y: 0.5)))
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

@Suite @MainActor struct SeedFlipToggleTests {
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
