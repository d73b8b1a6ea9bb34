import Testing
import FlipbookRaster
import Flipbook

// Seed code outside Button/Toggle, pasted verbatim with `import Flipbook` in place of
// `import SwiftUI` (seeds 002 and 003). Views that need Button or Toggle are left to the
// controls suite, or have the control replaced by a Text (said where). One edit in the
// seed's AnimationCompletionObserverModifier is marked EDIT.

// Seed 002: a custom ViewModifier and its View extension.
struct TitleStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle)
            .foregroundColor(.purple)
    }
}

extension View {
    func titleStyle() -> some View {
        self.modifier(TitleStyle())
    }
}

// Seed 002: onAppear + withAnimation + an AnimatableModifier observing completion.
struct IntroductionView: View {

    @State private var introTextOpacity = 0.0

    var body: some View {
        VStack {
            Text("Welcome to SwiftLee")
                .opacity(introTextOpacity)
                // The callback is called whenever an animation of this property finishes. This is made possible through a custom implementation of the AnimatableModifier protocol.
                .onAnimationCompleted(for: introTextOpacity) {
                    print("Intro text animated in!")
                }
        }.onAppear(perform: {
            withAnimation(.easeIn(duration: 1.0)) {
                introTextOpacity = 1.0
            }
        })
    }
}

/// An animatable modifier that is used for observing animations for a given animatable value.
struct AnimationCompletionObserverModifier<Value>: AnimatableModifier where Value: VectorArithmetic {

    /// While animating, SwiftUI changes the old input value to the new target value using this property. This value is set to the old value until the animation completes.
    var animatableData: Value {
        didSet {
            notifyCompletionIfFinished()
        }
    }

    /// The target value for which we're observing. This value is directly set once the animation starts. During animation, `animatableData` will hold the oldValue and is only updated to the target value once the animation completes.
    private var targetValue: Value

    /// The completion callback which is called once the animation completes.
    private var completion: () -> Void

    init(observedValue: Value, completion: @escaping () -> Void) {
        self.completion = completion
        self.animatableData = observedValue
        targetValue = observedValue
    }

    /// Verifies whether the current animation is finished and calls the completion callback if true.
    private func notifyCompletionIfFinished() {
        guard animatableData == targetValue else { return }

        /// Dispatching is needed to take the next runloop for the completion callback.
        /// This prevents errors like "Modifying state during view update, this will cause undefined behavior."
        // EDIT (the only one): SwiftUI's ViewModifier is @MainActor, which makes this capture
        // legal in Swift 6; Flipbook's is not (yet), so `self` is captured unchecked here.
        nonisolated(unsafe) let `self` = self
        DispatchQueue.main.async {
            self.completion()
        }
    }

    func body(content: Content) -> some View {
        /// We're not really modifying the view so we can directly return the original input value.
        return content
    }
}

extension View {
    func onAnimationCompleted<Value: VectorArithmetic>(for value: Value, completion: @escaping () -> Void) -> ModifiedContent<Self, AnimationCompletionObserverModifier<Value>> {
        return modifier(AnimationCompletionObserverModifier(observedValue: value, completion: completion))
    }
}

// Seed 003: ObservableObject with a hand-written willSet, then with @Published.
class SeedUserWillSet: ObservableObject {
    var name = "Jake"
    var age = 20 {
        willSet {
            objectWillChange.send()
        }
    }
}

class UserObservableObject: ObservableObject {
    var name = "Jake"
    @Published var age = 20
}

// Seed 003's ParentView/ChildView with @StateObject / @EnvironmentObject, the Button
// replaced by a Text (Button belongs to the controls suite).
struct SeedChildView: View {
    @EnvironmentObject var user: UserObservableObject
    var body: some View {
        Text("生日啦，现在几岁: \(user.age)")
    }
}
struct SeedParentView: View {
    var body: some View {
        VStack {
            SeedChildView()
        }
    }
}
struct MomentsApp: App {
    @StateObject var user: UserObservableObject = .init()
    var body: some Scene {
        WindowGroup {
            SeedParentView()
                .environmentObject(user)
        }
    }
}

// Seed 003: @Binding and sheet(isPresented:).
struct SeedSheetParentView: View {
    @State private var showingChildView = false
    var body: some View {
        VStack {
            Text("父 View")
        }.sheet(isPresented: $showingChildView) {
            Text("child")
        }
    }
}

// Seed 003: the user profile header's modifiers (KFImage → Image, asset image → a system
// symbol; `viewSize`/`isDragging` as plain state).
struct SeedProfileHeader: View {
    @State private var viewSize: CGSize = .zero
    @State private var isDragging = false
    var body: some View {
        VStack {
            Spacer()
            HStack {
                Spacer()
                Text("Name")
                    .font(.title2)
                    .foregroundColor(.white)
                    .padding(.trailing, 10)
            }
            .padding(.trailing, 10)
            .padding(.bottom, 10)
        }
        .frame(height: 350)
        .frame(maxWidth: .infinity)
        .clipShape(RoundedRectangle(cornerRadius: 30, style: .continuous))
        .scaleEffect(isDragging ? 0.9 : 1)
        .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.8))
        .rotation3DEffect(Angle(degrees: 5), axis: (x: viewSize.width, y: viewSize.height, z: 0))
    }
}

// Seed 003: ScrollView + LazyVStack + ForEach + onAppear + environmentObject.
final class SeedList: ObservableObject {
    @Published var listItems: [Int] = []
    func loadItems() { listItems = [1, 2, 3] }
}
struct SeedTimeline: View {
    @StateObject private var momentsList: SeedList
    init(initialItems: [Int] = []) {
        let list = SeedList()
        list.listItems = initialItems
        _momentsList = StateObject(wrappedValue: list)
    }
    @StateObject private var userDataStore = UserObservableObject()
    let axes: Axis.Set = .vertical
    var body: some View {
        ScrollView(axes, showsIndicators: true) {
            LazyVStack {
                ForEach(momentsList.listItems, id: \.self) { item in
                    Color.red.frame(width: 10, height: 10).ignoresSafeArea(.all)
                }.onAppear(perform: {
                    momentsList.loadItems()
                })
            }
        }.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .background(Color.white)
        .ignoresSafeArea(.all)
        .environmentObject(userDataStore)
    }
}

@Suite struct SeedEnvironmentCodeTests {
    @Test func titleStyleIsAModifiedContentAndDrawsPurple() {
        let view = Text("Hello").titleStyle()
        #expect("\(type(of: Text("Hello").modifier(TitleStyle())))" == "ModifiedContent<Text, TitleStyle>")
        // Seed 002's other check: font and foregroundColor on a Text give a Text.
        let text = Text("Hello")
        let fontModified = text.font(.largeTitle)
        let colorModified = fontModified.foregroundColor(.purple)
        #expect("\(type(of: colorModified))" == "Text")
        let img = ImageRenderer(content: view.background(Color.white)).pixelBuffer
        #expect(img.height > 34, "largeTitle is 34 pt")
        var purple = 0
        for y in 0..<img.height { for x in 0..<img.width where img[x, y] == SIMD4(0xAF, 0x52, 0xDE, 255) { purple += 1 } }
        #expect(purple > 20, "the glyphs are drawn in purple")
    }

    @Test func onAppearStateShowsInTheStill() {
        let renderer = ImageRenderer(content: IntroductionView())
        let img = renderer.pixelBuffer
        var dark = 0
        for y in 0..<img.height { for x in 0..<img.width where img[x, y].w > 200 { dark += 1 } }
        #expect(dark > 20, "onAppear set the opacity to 1 before the still was drawn")
        #expect(renderer.graph.lastTransaction.animation == .easeIn(duration: 1.0))
    }

    @Test func appStructBuildsItsWindowAndTheEnvironmentObjectArrives() throws {
        let app = MomentsApp()
        let window = app.body
        let renderer = ImageRenderer(content: window.windowContent!)
        _ = try renderer.pngData()
        #expect(renderer.graph.errors.isEmpty)
        #expect(renderer.pixelBuffer.width > 100, "the child's text reads the object")

        let willSet = SeedUserWillSet()
        var heard = 0
        let token = willSet.objectWillChange.sink { heard += 1 }
        willSet.age += 1
        willSet.name = "x"
        #expect(heard == 1)
        _ = token
    }

    @Test func sheetShowsThePresenterAndScrollViewLoadsOnAppear() {
        let presenter = ViewLayout.layoutFitting(SeedSheetParentView())
        let plain = ViewLayout.layoutFitting(VStack { Text("父 View") })
        #expect(presenter.frame.size == plain.frame.size)

        // As in SwiftUI, onAppear on a ForEach applies to each row: with no rows yet it never
        // runs, and the seed's timeline stays empty.
        let empty = ImageRenderer(content: SeedTimeline())
        empty.proposedSize = ProposedViewSize(width: 50, height: 60)
        #expect(empty.layout().frame.size == CGSize(width: 50, height: 60))
        #expect(empty.pixelBuffer[25, 5] == SIMD4(255, 255, 255, 255))

        // With a first row, its appearance loads the rest before the still is drawn.
        let renderer = ImageRenderer(content: SeedTimeline(initialItems: [1]))
        renderer.proposedSize = ProposedViewSize(width: 50, height: 60)
        let img = renderer.pixelBuffer
        // Three 10-pt rows with 8-pt spacing from the top, centred across: x 20…30.
        #expect(img[25, 5] == SIMD4(0xFF, 0x3B, 0x30, 255) && img[25, 41] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(img[25, 55] == SIMD4(255, 255, 255, 255) && img[5, 5] == SIMD4(255, 255, 255, 255))
    }

    @Test func profileHeaderCompilesAndFillsItsWidth() {
        let root = ViewLayout.layout(SeedProfileHeader(), in: CGSize(width: 300, height: 400))
        #expect(root.frame.size == CGSize(width: 300, height: 350))
    }
}
