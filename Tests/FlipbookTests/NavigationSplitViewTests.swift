import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// A renderer of `view` in a `size` window at scale 1 on white, with the size class given
/// (regular: an iPad's width).
@MainActor func windowRenderer<V: View>(_ view: V, _ size: CGSize, regular: Bool = true) -> ImageRenderer<some View> {
    let r = ImageRenderer(content: view.environment(\.horizontalSizeClass, regular ? .regular : .compact))
    r.proposedSize = ProposedViewSize(size)
    r.background = .white
    return r
}

/// The frames of the `Color` leaves of colour `color`, laid out in a `size` window.
@MainActor func windowFrames<V: View>(_ view: V, _ size: CGSize, of color: Color, regular: Bool = true) -> [CGRect] {
    allNodes(windowRenderer(view, size, regular: regular).layout()).compactMap { n in
        (n.behavior as? ColorBehavior).flatMap { $0.color == color ? n.frame : nil }
    }
}

@MainActor func shownTexts(_ root: ViewNode) -> [String] {
    allNodes(root).compactMap { ($0.behavior as? TextBehavior)?.text.string }
}

@Suite @MainActor struct NavigationSplitViewTests {
    let landscape = CGSize(width: 1180, height: 820)
    let portrait = CGSize(width: 820, height: 1180)

    func twoColumns(_ visibility: NavigationSplitViewVisibility = .automatic) -> some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
            Color.red.navigationTitle("Mail")
        } detail: {
            Color.blue.navigationTitle("Detail")
        }
    }

    @Test func compactWidthCollapsesToTheSidebarsStack() {
        // iPhone: the sidebar's screen under its large title; the detail is not shown.
        #expect(deviceColorFrames(twoColumns()) == [CGRect(x: 0, y: 155, width: 393, height: 663)])
        // preferredCompactColumn .detail: the detail pushed, with a back button titled as the sidebar.
        let detail = NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            Color.red.navigationTitle("Mail")
        } detail: {
            Color.blue.navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
        }
        #expect(deviceColorFrames(detail) == [CGRect(x: 0, y: 103, width: 393, height: 715)])
        #expect(shownTexts(deviceRenderer(detail).layout()) == ["Mail", "Message"])
        // Three columns, .content: the content pushed on the sidebar.
        let three = NavigationSplitView(preferredCompactColumn: .constant(.content)) {
            Color.red.navigationTitle("Mailboxes")
        } content: {
            Color.green.navigationTitle("Inbox")
        } detail: {
            Color.blue
        }
        #expect(shownTexts(deviceRenderer(three).layout()) == ["Mailboxes", "Inbox"])
        // A column that is a NavigationStack of its own joins the one stack (one bar, not two).
        let stacked = NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            Color.red.navigationTitle("Mail")
        } detail: {
            NavigationStack { Color.blue.navigationTitle("Message").navigationBarTitleDisplayMode(.inline) }
        }
        #expect(deviceColorFrames(stacked) == [CGRect(x: 0, y: 103, width: 393, height: 715)])
    }

    @Test func regularWidthShowsColumnsSideBySideWithAHairline() {
        // Each column its own stack under a 96 pt large-title bar; the sidebar 320 pt wide.
        #expect(windowFrames(twoColumns(.all), landscape, of: .red) == [CGRect(x: 0, y: 96, width: 320, height: 724)])
        #expect(windowFrames(twoColumns(.all), landscape, of: .blue) == [CGRect(x: 320, y: 96, width: 860, height: 724)])
        let p = windowRenderer(twoColumns(.all), landscape).pixelBuffer
        // The hairline (opaque separator) down the sidebar's last pixel column, in its bar too.
        #expect(p[319, 40] == SIMD4(198, 198, 200, 255))
        #expect(p[318, 40] == SIMD4(255, 255, 255, 255))
        // Automatic visibility: held sideways both columns, upright the detail alone.
        #expect(windowFrames(twoColumns(), landscape, of: .blue) == [CGRect(x: 320, y: 96, width: 860, height: 724)])
        #expect(windowFrames(twoColumns(), portrait, of: .blue) == [CGRect(x: 0, y: 96, width: 820, height: 1084)])
        #expect(windowFrames(twoColumns(.detailOnly), landscape, of: .blue) == [CGRect(x: 0, y: 96, width: 1180, height: 724)])
        // A hidden column draws nothing.
        let portraitPixels = windowRenderer(twoColumns(), portrait).pixelBuffer
        #expect(portraitPixels[100, 400] == SIMD4(0, 122, 255, 255))
    }

    @Test func columnWidthAndThreeColumns() {
        let narrow = NavigationSplitView(columnVisibility: .constant(.all)) {
            Color.red.navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 400)
        } detail: { Color.blue }
        #expect(windowFrames(narrow, landscape, of: .red)[0].width == 250)
        #expect(windowFrames(narrow, landscape, of: .blue)[0].minX == 250)
        // A fixed width; the innermost setting wins, as SwiftUI's preference.
        #expect(windowFrames(NavigationSplitView(columnVisibility: .constant(.all)) {
            Color.red.navigationSplitViewColumnWidth(500).navigationSplitViewColumnWidth(100)
        } detail: { Color.blue }, landscape, of: .red)[0].width == 500)
        // Three columns, automatic, sideways: the content and the detail, as Mail.
        let three = NavigationSplitView { Color.red } content: { Color.green } detail: { Color.blue }
        #expect(windowFrames(three, landscape, of: .red)[0].width == 0)
        #expect(windowFrames(three, landscape, of: .green) == [CGRect(x: 0, y: 96, width: 320, height: 724)])
        #expect(windowFrames(three, landscape, of: .blue) == [CGRect(x: 320, y: 96, width: 860, height: 724)])
        let all = NavigationSplitView(columnVisibility: .constant(.all)) { Color.red } content: { Color.green } detail: { Color.blue }
        #expect(windowFrames(all, landscape, of: .green)[0].minX == 320)
        #expect(windowFrames(all, landscape, of: .blue)[0].minX == 640)
    }

    @Test func prominentDetailLaysTheSidebarOverTheDimmedDetail() {
        let view = NavigationSplitView(columnVisibility: .constant(.all)) {
            Color.red.navigationTitle("Mail")
        } detail: {
            Color.white.ignoresSafeArea()
        }
        .navigationSplitViewStyle(.prominentDetail)
        #expect(windowFrames(view, landscape, of: .white) == [CGRect(x: 0, y: 96, width: 1180, height: 724)])
        let p = windowRenderer(view, landscape).pixelBuffer
        #expect(p[600, 400] == SIMD4(204, 204, 204, 255))   // white under black at 20 %
        #expect(p[100, 400] == SIMD4(255, 59, 48, 255))     // the sidebar over it, undimmed
        // Balanced: beside it, not dimmed.
        let balanced = windowRenderer(NavigationSplitView(columnVisibility: .constant(.all)) {
            Color.red.navigationTitle("Mail")
        } detail: {
            Color.white.ignoresSafeArea()
        }.navigationSplitViewStyle(.balanced), landscape).pixelBuffer
        #expect(balanced[600, 400] == SIMD4(255, 255, 255, 255))
    }

    @Test func inspectorIsASheetOnCompactAndATrailingColumnOnRegular() {
        let inspected = Color.white.inspector(isPresented: .constant(true)) { Color.green }
        let sheet = Color.white.sheet(isPresented: .constant(true)) { Color.green }
        #expect(deviceRenderer(inspected).pixelBuffer == deviceRenderer(sheet).pixelBuffer)
        let regular = Color.red.inspector(isPresented: .constant(true)) { Color.green.inspectorColumnWidth(300) }
        #expect(windowFrames(regular, landscape, of: .red) == [CGRect(x: 0, y: 0, width: 880, height: 820)])
        #expect(windowFrames(regular, landscape, of: .green) == [CGRect(x: 880, y: 0, width: 300, height: 820)])
        let closed = Color.red.inspector(isPresented: .constant(false)) { Color.green }
        #expect(windowFrames(closed, landscape, of: .red) == [CGRect(x: 0, y: 0, width: 1180, height: 820)])
    }
}
