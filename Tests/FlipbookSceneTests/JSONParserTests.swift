import Testing
@testable import FlipbookScene

@Suite @MainActor struct JSONParserTests {
    func error(_ text: String, limits: JSONLimits = .default) -> JSONSyntaxError? {
        do { _ = try JSONParser.parse(text, limits: limits); return nil } catch { return error }
    }

    @Test func keepsKeyOrderAndPositions() throws {
        let root = try JSONParser.parse("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\"]\n}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[1].value.location == SourceLocation(line: 3, column: 8))
        #expect(root["b"]?.value == .number(1))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try JSONParser.parse(#""a\"\\\/\n\u00e9\ud83d\ude00列""#)
        #expect(root.value == .string("a\"\\/\né😀列"))
    }

    @Test func columnsCountCharactersNotBytes() {
        let e = error("[\"列表\", x]")
        #expect(e?.location == SourceLocation(line: 1, column: 8))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "trailing comma", 1, 9),
        ("[1, 2", "ends inside the array that starts at line 1, column 1", 1, 6),
        ("{\"a\": \"abc", "ends inside a string", 1, 11),
        ("", "empty", 1, 1),
        ("{\"a\": NaN}", "NaN and Infinity", 1, 7),
        ("{\"a\": 1e999}", "too large", 1, 7),
        ("{\"a\": 1, \"a\": 2}", "appears twice", 1, 10),
        ("{'a': 1}", "unexpected ''", 1, 2),
        ("[01]", "leading zeros", 1, 2),
        ("{\"a\": tru}", "expected true", 1, 7),
        ("{} {}", "after the end", 1, 4),
        ("[\"\u{1}\"]", "control character", 1, 3),
        // A missing '}' (issue 29): said as such, naming where the open object starts.
        ("[{\"a\": 1,\n {\"b\": 2}]", "'}' is probably missing before it: the object that starts at line 1, column 2 is still open", 2, 2),
        ("{\"m\": [{\"padding\": 20]}", "unexpected ']' after a member; a '}' is probably missing", 1, 22),
        ("{\"a\": {\"b\": 1}", "the file ends inside the object that starts at line 1, column 1; a '}' is missing", 1, 15),
        ("[1, 2}", "a ']' is probably missing before it: the array that starts at line 1, column 1", 1, 6),
    ])
    func refusesMalformedText(text: String, fragment: String, line: Int, column: Int) {
        let e = error(text)
        #expect(e != nil)
        #expect(e?.message.contains(fragment) == true, "\(e?.message ?? "no error")")
        #expect(e?.location == SourceLocation(line: line, column: column))
    }

    @Test func refusesInvalidUTF8() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        do { _ = try JSONParser.parse(bytes) } catch { #expect(error.message.contains("UTF-8")) }
    }

    @Test func limitsDepthWithoutRecursingForever() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let e = error(deep)
        #expect(e?.message.contains("deeper than 128") == true)
        var small = JSONLimits(); small.maxElements = 3
        #expect(error("[1,2,3,4]", limits: small)?.message.contains("more than 3") == true)
    }

    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array(repeating: UInt8(ascii: "a"), count: 1000)
        #expect(SHA256.hex(long) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
