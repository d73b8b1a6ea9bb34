import Flipbook
@testable import FlipbookScene
import Testing

/// The limits that keep a hostile or mistaken scene from exhausting memory, the stack or the
/// time of a CI run: each refused with the place in the file and a fix.
@MainActor
struct SceneLimitsTests {
    @Test func timelineFrameCountIsBounded() {
        // 240 fps and 600 s are each allowed alone; together they would be 144000 frames.
        let text = """
        {"size": [20, 20], "scale": 1, "body": {"Color": "red"},
         "timeline": {"fps": 240,
                      "duration": 600}}
        """
        let e = sceneError(text)
        #expect(e?.path == "timeline.duration")
        #expect(e?.location == SourceLocation(line: 3, column: 27), "\(e?.description ?? "no error")")
        #expect(e?.message == "the timeline would have 144000 frames (240 fps × 600 s); at most 3600 are allowed")
        #expect(e?.suggestion == "lower \"fps\" or \"duration\", or split the animation into several scenes")
        // Exactly the limit is fine: 60 fps × 60 s.
        #expect(sceneError(scene(#"{"Color": "red"}"#, extra: #""timeline": {"fps": 60, "duration": 60}"#)) == nil)
        #expect(sceneError(scene(#"{"Color": "red"}"#, extra: #""timeline": {"fps": 60, "duration": 60.01}"#))?.message
                == "the timeline would have 3601 frames (60 fps × 60.01 s); at most 3600 are allowed")
    }

    @Test func timelineWithoutDurationIsBoundedByItsLastEvent() {
        let text = scene(#"{"Color": "red"}"#, extra: #""state": {"on": false}, "timeline": {"fps": 120, "events": [{"at": 31, "set": {"on": true}}]}"#)
        let e = sceneError(text)
        #expect(e?.path == "timeline.events[0].at", "\(e?.description ?? "no error")")
        #expect(e?.message == "an event at 31 s at 120 fps is frame 3720; a timeline may have at most 3600 frames")
    }

    @Test func fpsAndDurationAreCheckedApart() {
        #expect(sceneError(scene(#"{"Color": "red"}"#, extra: #""timeline": {"fps": 1000}"#))?.path == "timeline.fps")
        #expect(sceneError(scene(#"{"Color": "red"}"#, extra: #""timeline": {"duration": 0}"#))?.message == "a duration must be greater than 0")
        #expect(sceneError(scene(#"{"Color": "red"}"#, extra: #""timeline": {"duration": 601}"#))?.path == "timeline.duration")
    }

    @Test func viewNestingDepthIsBoundedBeforeTheStackIs() {
        // 33 nested stacks (2 JSON levels each) stay within JSON's 128 levels: the view
        // decoder's own limit, not the parser's, refuses them, naming the view too deep.
        let depth = ViewDecoder.maxDepth + 1
        var body = #"{"Color": "red"}"#
        for _ in 0..<depth { body = #"{"ZStack": [\#(body)]}"# }
        let e = sceneError(scene(body))
        #expect(e?.message == "views nest more than \(ViewDecoder.maxDepth) levels deep here", "\(e?.description ?? "no error")")
        #expect(e?.location != nil)
    }

    @Test func textLengthIsBounded() {
        let long = String(repeating: "a", count: ViewDecoder.maxTextLength + 1)
        let e = sceneError(scene(#"{"Text": "\#(long)"}"#))
        #expect(e?.message == "a Text may show at most \(ViewDecoder.maxTextLength) characters, found \(long.count)")
        #expect(e?.location == SourceLocation(line: 1, column: 49), "\(e?.description ?? "no error")")
    }
}
