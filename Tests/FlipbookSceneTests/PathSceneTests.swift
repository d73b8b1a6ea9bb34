import Testing
import Flipbook
@testable import FlipbookScene

/// The scene format's `Path` view and fill-then-stroke chaining, against their Swift twins.
@Suite @MainActor struct PathSceneTests {
    @Test func aPathFromCommandsMatchesItsSwiftTwin() throws {
        let json = #"""
        {"Path": {"commands": [{"move": [4, 4]}, {"line": [40, 4]}, {"quadCurve": {"to": [40, 30], "control": [56, 17]}},
          {"curve": {"to": [4, 30], "control1": [30, 40], "control2": [14, 20]}}, "close",
          {"arc": {"center": [80, 20], "radius": 12, "startAngle": 0, "endAngle": {"degrees": 270}, "clockwise": false}},
          {"rect": [100, 4, 12, 12]}, {"ellipse": [100, 22, 14, 10]}]},
         "modifiers": [{"fill": "red"}, {"frame": {"width": 120, "height": 40}}]}
        """#
        let twin = Path { p in
            p.move(to: CGPoint(x: 4, y: 4))
            p.addLine(to: CGPoint(x: 40, y: 4))
            p.addQuadCurve(to: CGPoint(x: 40, y: 30), control: CGPoint(x: 56, y: 17))
            p.addCurve(to: CGPoint(x: 4, y: 30), control1: CGPoint(x: 30, y: 40), control2: CGPoint(x: 14, y: 20))
            p.closeSubpath()
            p.addArc(center: CGPoint(x: 80, y: 20), radius: 12, startAngle: .zero, endAngle: .degrees(270), clockwise: false)
            p.addRect(CGRect(x: 100, y: 4, width: 12, height: 12))
            p.addEllipse(in: CGRect(x: 100, y: 22, width: 14, height: 10))
        }
        #expect(try sameBytes(json, twin.fill(.red).frame(width: 120, height: 40)))
    }

    @Test func strokeAndStrokeBorderFollowFill() throws {
        #expect(try sameBytes(#"{"Circle": {}, "modifiers": [{"fill": "yellow"}, {"stroke": {"content": "blue", "lineWidth": 4}}, {"frame": {"width": 30, "height": 30}}]}"#,
                              Circle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 30, height: 30)))
        #expect(try sameBytes(#"{"RoundedRectangle": 6, "modifiers": [{"fill": "mint"}, {"strokeBorder": {"content": "indigo", "lineWidth": 3}}, {"frame": {"width": 40, "height": 30}}]}"#,
                              RoundedRectangle(cornerRadius: 6).fill(.mint).strokeBorder(.indigo, lineWidth: 3).frame(width: 40, height: 30)))
        // The stroke is drawn over the fill: the fill's centre keeps its colour, the edge is the stroke's.
        let p = try renderScene(scene(#"{"Rectangle": {}, "modifiers": [{"fill": "red"}, {"stroke": {"content": "blue", "lineWidth": 2}}, {"frame": {"width": 10, "height": 10}}]}"#))
        #expect(p[10, 10] == Px.red && p[5, 10] == Px.blue)
    }

    @Test func badPathsAreRefusedAtTheirPlace() {
        let unknown = sceneError(scene(#"{"Path": [{"mvoe": [0, 0]}]}"#))
        #expect(unknown?.message == "unknown key \"mvoe\"" && unknown?.suggestion?.contains("move") == true, "\(String(describing: unknown))")
        let point = sceneError(scene(#"{"Path": [{"move": [0, 0, 1]}]}"#))
        #expect(point?.message.contains("a point is [x, y]") == true && point?.path.hasSuffix("Path[0].move") == true, "\(String(describing: point?.path))")
        let word = sceneError(scene(#"{"Path": ["clsoe"]}"#))
        #expect(word?.suggestion?.contains("close") == true, "\(String(describing: word))")
        let two = sceneError(scene(#"{"Path": [{"move": [0, 0], "line": [1, 1]}]}"#))
        #expect(two?.message.contains("one key") == true)
        let arc = sceneError(scene(#"{"Path": [{"arc": {"center": [0, 0], "radius": 2}}]}"#))
        #expect(arc?.message.contains("startAngle") == true, "\(String(describing: arc))")
        let fillTwice = sceneError(scene(#"{"Circle": {}, "modifiers": [{"fill": "red"}, {"fill": "blue"}]}"#))
        #expect(fillTwice != nil)
    }
}
