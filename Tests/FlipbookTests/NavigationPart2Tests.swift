import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Reads `isSearching` where a search field puts it: green while searching, else red.
struct SearchingProbe: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { isSearching ? Color.green : Color.red }
}

struct CoverageError: LocalizedError {
    var errorDescription: String? { "Could not save" }
    var recoverySuggestion: String? { "Try again later." }
}

@Suite @MainActor struct NavigationPart2Tests {
    func pixels<V: View>(_ v: V) -> PixelBuffer { deviceRenderer(v).pixelBuffer }

    @Test func navigationDestinationIsPresentedAndItemPush() {
        func stack(_ shown: Bool) -> some View {
            NavigationStack {
                Color.red.navigationTitle("Root")
                    .navigationDestination(isPresented: .constant(shown)) { Color.blue.navigationBarTitleDisplayMode(.inline) }
            }
        }
        #expect(deviceColorFrames(stack(true)) == [CGRect(x: 0, y: 103, width: 393, height: 715)])
        #expect(shownTexts(deviceRenderer(stack(true)).layout()) == ["Root"])      // the back button
        #expect(deviceColorFrames(stack(false)) == [CGRect(x: 0, y: 155, width: 393, height: 663)])
        let item = NavigationStack {
            Color.red.navigationTitle("Root")
                .navigationDestination(item: .constant(Optional(7))) { n in Color.green.navigationTitle("Item \(n)") }
        }
        #expect(shownTexts(deviceRenderer(item).layout()) == ["Root", "Item 7"])
        let none = NavigationStack { Color.red.navigationDestination(item: .constant(Int?.none)) { _ in Color.green } }
        #expect(deviceColorFrames(none) == [CGRect(x: 0, y: 155, width: 393, height: 663)])
    }

    @Test func toolbarAppearanceModifiers() {
        #expect(deviceColorFrames(NavigationStack { Color.red.navigationTitle("T").toolbarTitleDisplayMode(.inline) })
                == [CGRect(x: 0, y: 103, width: 393, height: 715)])
        #expect(deviceColorFrames(NavigationStack { Color.red.navigationTitle("T").toolbarVisibility(.hidden, for: .navigationBar) })
                == [DeviceScreen.iPhone15Pro.safeRect])
        // A dark bar: iOS's dark chrome grey and the title in white.
        let dark = pixels(NavigationStack {
            Color.clear.navigationTitle("Title").toolbarTitleDisplayMode(.inline)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar).toolbarColorScheme(.dark, for: .navigationBar)
        })
        #expect(dark[10, 1] == SIMD4(29, 29, 29, 255))
        // Without a visible background the scheme has nowhere to show, as on iOS.
        #expect(pixels(NavigationStack { Color.clear.navigationTitle("T").toolbarColorScheme(.dark, for: .navigationBar) })
                == pixels(NavigationStack { Color.clear.navigationTitle("T") }))
        // The editor role: the back button's chevron alone.
        func pushed(_ role: ToolbarRole) -> some View {
            NavigationStack {
                Color.red.navigationTitle("Root").navigationDestination(isPresented: .constant(true)) {
                    Color.blue.navigationTitle("Edit").toolbarRole(role)
                }
            }
        }
        #expect(shownTexts(deviceRenderer(pushed(.automatic)).layout()) == ["Root", "Edit"])
        #expect(shownTexts(deviceRenderer(pushed(.editor)).layout()) == ["Edit"])
        #expect(symbolFrames(deviceRenderer(pushed(.editor)).layout()).count == 1)
        // A title menu: a chevron symbol just after the title.
        let menu = deviceRenderer(NavigationStack { Color.red.navigationTitle("Inbox").toolbarTitleMenu { Button("All") {} } }).layout()
        let title = textFrames(menu)[0], chevron = symbolFrames(menu)[0]
        #expect(chevron.minX > title.maxX && chevron.minX - title.maxX < 10)
        #expect(abs(chevron.midY - title.midY) < 3)
        let inToolbar = deviceRenderer(NavigationStack { Color.red.navigationTitle("Inbox").toolbar { ToolbarTitleMenu { Button("All") {} } } }).layout()
        #expect(symbolFrames(inToolbar).count == 1)
        // Removing the title.
        #expect(shownTexts(deviceRenderer(NavigationStack { Color.red.navigationTitle("T").toolbar(removing: .title) }).layout()) == [""])
    }

    @Test func searchBarSitsUnderTheLargeTitle() {
        let view = NavigationStack { Color.red.navigationTitle("Fruit").searchable(text: .constant("")) }
        // 44 pt bar + 52 pt title + the 52 pt search row, under the status bar.
        #expect(deviceColorFrames(view) == [CGRect(x: 0, y: 207, width: 393, height: 611)])
        let p = pixels(view)
        // The 36 pt field, centred in its row (y 163…199), 16 pt in: tertiarySystemFill on white.
        let fill = p[300, 181]
        #expect(abs(Int(fill.x) - 239) <= 1 && abs(Int(fill.z) - 240) <= 1)
        #expect(p[300, 161] == SIMD4(255, 255, 255, 255))
        #expect(p[10, 181] == SIMD4(255, 255, 255, 255))
        #expect(p[20, 181] == fill)
        // The prompt: "Search" unless given.
        #expect(shownTexts(deviceRenderer(view).layout()) == ["Search", "Fruit"])
        let prompted = NavigationStack { Color.red.searchable(text: .constant(""), prompt: "Find fruit") }
        #expect(shownTexts(deviceRenderer(prompted).layout()) == ["Find fruit"])
        let typed = NavigationStack { Color.red.searchable(text: .constant("App"), prompt: "Find fruit") }
        #expect(shownTexts(deviceRenderer(typed).layout()) == ["App"])
        #expect(symbolFrames(deviceRenderer(typed).layout()).count == 2)     // the glass and the clear button
    }

    @Test func activeSearchTakesTheBarsPlaceAndSetsIsSearching() {
        let active = NavigationStack {
            SearchingProbe().navigationTitle("Fruit").searchable(text: .constant(""), isPresented: .constant(true))
        }
        #expect(deviceColorFrames(active) == [CGRect(x: 0, y: 111, width: 393, height: 707)])
        #expect(shownTexts(deviceRenderer(active).layout()) == ["Search", "Cancel"])
        #expect(pixels(active)[200, 400] == SIMD4(52, 199, 89, 255))
        let idle = NavigationStack { SearchingProbe().searchable(text: .constant(""), isPresented: .constant(false)) }
        #expect(pixels(idle)[200, 400] == SIMD4(255, 59, 48, 255))
        // Suggestions, scopes and the other options change nothing at rest.
        let plain = NavigationStack { Color.red.navigationTitle("Fruit").searchable(text: .constant("")) }
        let optioned = NavigationStack {
            Color.red.navigationTitle("Fruit").searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always))
                .searchSuggestions { Text("Apple").searchCompletion("Apple") }
                .searchScopes(.constant(0)) { Text("All").tag(0) }
                .searchPresentationToolbarBehavior(.avoidHidingContent)
        }
        #expect(pixels(plain) == pixels(optioned))
    }

    @Test func contentUnavailableViewIsCentredSymbolOverTitle() {
        let root = deviceRenderer(ContentUnavailableView("No Mail", systemImage: "tray.fill",
                                                         description: Text("New mails you receive will appear here."))).layout()
        #expect(shownTexts(root) == ["No Mail", "New mails you receive will appear here."])
        let symbol = symbolFrames(root)[0], title = textFrames(root)[0], description = textFrames(root)[1]
        // Centred (each frame snapped to whole pixels at 1×: within 2 pt).
        #expect(abs(symbol.midX - 196.5) <= 2 && abs(title.midX - 196.5) <= 2, "symbol \(symbol), title \(title)")
        #expect(approx(title.minY - symbol.maxY, 16))
        #expect(approx(description.minY - title.maxY, 8))
        // Centred in the safe area (y 59…818).
        #expect(abs((symbol.minY + description.maxY) / 2 - 438.5) < 1)
        #expect(shownTexts(deviceRenderer(ContentUnavailableView.search).layout()) == ["No Results", "Check the spelling or try a new search."])
        #expect(shownTexts(deviceRenderer(ContentUnavailableView.search(text: "kiwi")).layout())
                == ["No Results for \u{201C}kiwi\u{201D}", "Check the spelling or try a new search."])
        let withActions = ContentUnavailableView { Label("Offline", systemImage: "wifi.slash") } description: { Text("Check your connection.") } actions: {
            Button("Retry") {}
        }
        #expect(shownTexts(deviceRenderer(withActions).layout()) == ["Offline", "Check your connection.", "Retry"])
    }

    @Test func legacyAlertsDrawAsTheModernOnes() {
        let legacy = Color.white.alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
                  primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }
        let modern = Color.white.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { Text("This cannot be undone.") }
        #expect(pixels(legacy) == pixels(modern))
        let ok = Color.white.alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }
        #expect(pixels(ok) == pixels(Color.white.alert("Saved", isPresented: .constant(true)) {}))
        let sheet = Color.white.actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
        }
        let dialog = Color.white.confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Copy") {}
            Button("Cancel", role: .cancel) {}
        }
        #expect(pixels(sheet) == pixels(dialog))
        #expect(pixels(Color.white.alert(item: .constant(CoverageItem?.none)) { _ in Alert(title: Text("x")) }) == pixels(Color.white))
    }

    @Test func presentingAndErrorAlerts() {
        let plain = Color.white.alert("Open 3?", isPresented: .constant(true)) { Button("Open") {} }
        let presenting = Color.white.alert("Open 3?", isPresented: .constant(true), presenting: 3) { n in Button("Open") {} }
        #expect(pixels(presenting) == pixels(plain))
        let nothing = Color.white.alert("Open?", isPresented: .constant(true), presenting: Int?.none) { _ in Button("Open") {} }
        #expect(pixels(nothing) == pixels(Color.white))
        let error = Color.white.alert(isPresented: .constant(true), error: CoverageError()) { Button("OK") {} }
        let same = Color.white.alert("Could not save", isPresented: .constant(true)) { Button("OK") {} } message: { Text(verbatim: "Try again later.") }
        #expect(pixels(error) == pixels(same))
        let dialog = Color.white.confirmationDialog("Pick", isPresented: .constant(true), titleVisibility: .visible, presenting: "a") { s in
            Button(s) {}
        }
        let plainDialog = Color.white.confirmationDialog("Pick", isPresented: .constant(true), titleVisibility: .visible) { Button("a") {} }
        #expect(pixels(dialog) == pixels(plainDialog))
        // Bound to an optional item: shown while it is not nil.
        #expect(pixels(Color.white.alert("Open 3?", item: .constant(Optional(3))) { _ in Button("Open") {} }) == pixels(plain))
        #expect(pixels(Color.white.alert("Open?", item: .constant(Int?.none)) { _ in Button("Open") {} }) == pixels(Color.white))
        #expect(pixels(Color.white.confirmationDialog("Pick", item: .constant(Optional("a")), titleVisibility: .visible) { s in Button(s) {} })
                == pixels(plainDialog))
    }

    @Test func presentationBackgroundInteractionUndimsThePresenter() {
        func sheet(_ interaction: PresentationBackgroundInteraction) -> some View {
            Color.white.sheet(isPresented: .constant(true)) {
                Color.clear.presentationDetents([.medium]).presentationBackgroundInteraction(interaction)
            }
        }
        #expect(pixels(sheet(.automatic))[200, 100] == SIMD4(204, 204, 204, 255))
        #expect(pixels(sheet(.enabled))[200, 100] == SIMD4(255, 255, 255, 255))
        #expect(pixels(sheet(.enabled(upThrough: .medium)))[200, 100] == SIMD4(255, 255, 255, 255))
        #expect(pixels(sheet(.enabled(upThrough: .height(100))))[200, 100] == SIMD4(204, 204, 204, 255))
        // A custom detent: a quarter of the large height, as `.fraction(0.25)`.
        let quarter = Color.white.sheet(isPresented: .constant(true)) { Color.green.presentationDetents([.custom(QuarterDetent.self)]) }
        let fraction = Color.white.sheet(isPresented: .constant(true)) { Color.green.presentationDetents([.fraction(0.25)]) }
        #expect(pixels(quarter) == pixels(fraction))
        // A view as the sheet's background.
        let viewBackground = Color.white.sheet(isPresented: .constant(true)) {
            Color.clear.presentationDetents([.medium]).presentationBackground { Color.green }
        }
        #expect(pixels(viewBackground)[200, 700] == SIMD4(52, 199, 89, 255))
        // A popover for an item is a sheet on iPhone.
        #expect(pixels(Color.white.popover(item: .constant(Optional(CoverageItem()))) { _ in Color.green })
                == pixels(Color.white.sheet(isPresented: .constant(true)) { Color.green }))
    }

    @Test func acceptedModifiersChangeNoPixels() {
        let base = NavigationStack { List { Text("Row"); Button("Go") {} }.navigationTitle("Title") }
        let accepted = NavigationStack {
            List { Text("Row"); Button("Go") {} }.navigationTitle("Title")
                .navigationSubtitle("Subtitle")
                .navigationDocument(URL(string: "https://example.com")!)
                .presentationCompactAdaptation(.popover)
                .presentationContentInteraction(.scrolls)
                .presentationSizing(.form)
                .interactiveDismissDisabled()
                .dialogIcon(Image(systemName: "star"))
                .dialogSeverity(.critical)
                .dialogSuppressionToggle(isSuppressed: .constant(false))
                .menuOrder(.fixed)
                .menuActionDismissBehavior(.disabled)
                .menuIndicator(.hidden)
                .buttonRepeatBehavior(.enabled)
                .buttonSizing(.flexible)
                .tabViewCustomization(.constant(TabViewCustomization()))
                .tabBarMinimizeBehavior(.onScrollDown)
                .tabViewSidebarHeader { Text("Header") }
                .paletteSelectionEffect(.automatic)
                .renameAction {}
                .toolbar(removing: .sidebarToggle)
                .formStyle(.columns)
        }
        #expect(pixels(base) == pixels(accepted))
    }

    @Test func tabStylesAndSections() {
        func tabs<S: TabViewStyle>(_ style: S) -> some View {
            TabView {
                Tab("Home", systemImage: "house") { Color.clear }
                Tab("Search", systemImage: "magnifyingglass") { Color.clear }
            }
            .tabViewStyle(style)
        }
        #expect(pixels(tabs(.sidebarAdaptable)) == pixels(tabs(.automatic)))
        #expect(pixels(tabs(.tabBarOnly)) == pixels(tabs(.automatic)))
        #expect(pixels(tabs(PageTabViewStyle())) == pixels(tabs(.page)))
        #expect(pixels(tabs(.page)) != pixels(tabs(.automatic)))
        let sectioned = TabView {
            Tab("Home", systemImage: "house") { Color.clear }
            TabSection("More") {
                Tab(role: .search) { Color.clear }
            }
        }
        #expect(pixels(sectioned) == pixels(tabs(.automatic)))
        // The page dots on a capsule when the index background shows always.
        func paged(_ mode: PageIndexViewStyle.BackgroundDisplayMode) -> PixelBuffer {
            pixels(TabView { Color.white; Color.white }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: mode)))
        }
        let dotsY = 818 - 20
        #expect(paged(.automatic)[196 - 12, dotsY] == SIMD4(255, 255, 255, 255))
        #expect(paged(.always)[196 - 12, dotsY] == SIMD4(191, 191, 191, 255))
        #expect(paged(.never) == paged(.automatic))
    }

    @Test func controlsPartTwo() {
        // A palette outside a menu is a segmented control.
        func picker<S: PickerStyle>(_ style: S) -> some View {
            Picker("Flavor", selection: .constant(1)) { Text("Chocolate").tag(1); Text("Vanilla").tag(2) }.pickerStyle(style)
        }
        #expect(pixels(picker(.palette)) == pixels(picker(.segmented)))
        // accentColor is tint's older spelling; RenameButton is the pencil "Rename" button.
        #expect(pixels(Button("Go") {}.accentColor(.red)) == pixels(Button("Go") {}.tint(.red)))
        #expect(pixels(RenameButton()) == pixels(Button {} label: { Label("Rename", systemImage: "pencil") }))
        // A menu control group draws as a closed menu of its label.
        let group = ControlGroup { Button("A") {}; Button("B") {} } label: { Label("Edit", systemImage: "pencil") }
        #expect(pixels(group.controlGroupStyle(.menu)) == pixels(Menu { Button("A") {} } label: { Label("Edit", systemImage: "pencil") }))
        #expect(pixels(Menu("Add", content: { Button("A") {} }, primaryAction: {})) == pixels(Menu("Add") { Button("A") {} }))
        // The timer: full at the interval's start (counting down), half way 30 s into a minute.
        let start = TimelineView<AnimationTimelineSchedule, EmptyView>.startDate
        let timer = ProgressTimer(interval: start...start.addingTimeInterval(60), countsDown: true)
        #expect(timer.fraction(at: 0) == 1 && timer.fraction(at: 30) == 0.5 && timer.fraction(at: 90) == 0)
        #expect(timer.text(at: 15) == "0:45" && timer.text(at: 0) == "1:00")
        #expect(ProgressTimer(interval: start...start.addingTimeInterval(4000), countsDown: false).text(at: 3725) == "1:02:05")
        let bar = ProgressView(timerInterval: start...start.addingTimeInterval(60), label: { EmptyView() }, currentValueLabel: { EmptyView() })
        #expect(pixels(bar) == pixels(ProgressView(value: 1.0, label: { EmptyView() }, currentValueLabel: { EmptyView() })))
        #expect(shownTexts(deviceRenderer(ProgressView(timerInterval: start...start.addingTimeInterval(90))).layout()) == ["1:30"])
    }

    @Test func linkIndicatorAndLabelSpacing() {
        let row = List { NavigationLink("General") { Text("x") } }
        #expect(symbolFrames(deviceRenderer(row).layout()).count == 1)
        #expect(symbolFrames(deviceRenderer(row.navigationLinkIndicatorVisibility(.hidden)).layout()).isEmpty)
        let spaced = deviceRenderer(Label("Star", systemImage: "star").labelIconToTitleSpacing(20)).layout()
        #expect(approx(textFrames(spaced)[0].minX - symbolFrames(spaced)[0].maxX, 20))
        let reserved = deviceRenderer(Label("Star", systemImage: "star").labelIconToTitleSpacing(0).labelReservedIconWidth(40)).layout()
        let star = symbolFrames(reserved)[0], title = textFrames(reserved)[0]
        #expect(abs(title.minX - (star.midX + 20)) <= 0.5)   // the icon snapped to whole pixels
        // Unset, a label draws as before.
        #expect(pixels(Label("Star", systemImage: "star")) == pixels(HStack { Image(systemName: "star"); Text("Star") }))
    }

    @Test func multiDatePickerFillsTheChosenDays() {
        func tintPixels(_ days: Set<DateComponents>) -> Int {
            let p = pixels(MultiDatePicker("Dates", selection: .constant(days)).environment(\.timeZone, TimeZone(identifier: "UTC")!))
            var n = 0
            for y in 0..<p.height { for x in 0..<p.width where p[x, y] == SIMD4(0, 122, 255, 255) { n += 1 } }
            return n
        }
        let none = tintPixels([])
        let one = tintPixels([DateComponents(year: 2001, month: 1, day: 10)])
        let two = tintPixels([DateComponents(year: 2001, month: 1, day: 10), DateComponents(year: 2001, month: 1, day: 20)])
        // Each chosen day is a 40 pt circle of the tint (about 1250 pixels at 1×, less its number).
        #expect(one - none > 800 && one - none < 1300, "one \(one), none \(none)")
        #expect(abs((two - one) - (one - none)) < 60, "two \(two), one \(one)")
    }
}

struct CoverageItem: Identifiable { let id = 1 }

struct QuarterDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.25 }
}
