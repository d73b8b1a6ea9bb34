import CFlipbookStack
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bound on nested `body` evaluations that stops a view whose body contains itself
/// unconditionally (`var body: some View { VStack { Text("x"); AnyView(Self()) } }`) with a
/// ``RenderError`` naming it, before the resolver's recursion overflows the stack.
///
/// WHY 512: the scene decoder stops nesting at 32, but Swift views nest custom bodies far
/// deeper legitimately (a screen of components built from components, a recursive tree view
/// a few dozen levels deep), so 32 would refuse real views. A level of body costs the
/// resolver a dozen stack frames or more: measured in a debug build, 2.1 KB a level for a
/// body that is itself, 8.3 KB for `VStack { …; AnyView(Self()) }` (4.2 MB at 512), of
/// the main thread's 8 MB where the main actor resolves. A body with a long chain of
/// modifiers costs more per level, so the depth alone cannot promise the stack holds: the
/// resolver also stops once the bodies have used three quarters of the thread's stack
/// (`stackBudget`; about 6 MB, the 8 MB default). Where the chain is
/// cut does not change the picture: the outermost view of the loop is left out whole.
@MainActor
enum BodyRecursion {
    /// The most bodies resolved inside one another.
    static let maxDepth = 512

    /// The bodies being resolved, outermost first: their view types and identities.
    private static var stack: [(type: ObjectIdentifier, identity: ViewIdentity)] = []
    /// While the resolver unwinds from a runaway recursion: the stack depth of the outermost
    /// view of the loop, whose nodes (and everything inside) are left out.
    private static var unwindingTo: Int?

    /// How much stack the nested bodies may use, from the outermost one: three quarters of
    /// the main thread's stack (its `RLIMIT_STACK`, 8 MB by default; the main actor always
    /// runs there), leaving the rest to the caller above and to unwinding.
    private static let stackBudget: UInt = {
        var limit = rlimit()
        // An unlimited stack (RLIM_INFINITY, all ones) is taken as 1 GB by the `min`.
        #if os(Linux)
        let resource = Int32(RLIMIT_STACK.rawValue)
        #else
        let resource = RLIMIT_STACK
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 6 << 20 }
        return UInt(min(limit.rlim_cur, 1 << 30)) / 4 * 3
    }()
    /// The stack address where the outermost body resolve began.
    private static var stackTop: UInt = 0

    private static func stackAddress() -> UInt { UInt(flipbook_stack_address()) }

    private static func stackNearlyFull() -> Bool {
        let here = stackAddress()
        return here < stackTop && stackTop - here > stackBudget
    }

    /// Resolves the body of a `V` (a view, or a modifier's `body(content:)`) at `context`, or
    /// nothing when bodies nest too deep: the outermost `V` of the chain is then left out and
    /// the render records why.
    static func resolving<V>(_ type: V.Type, _ context: ResolveContext, _ body: () -> [ViewNode]) -> [ViewNode] {
        // A new outermost resolve starts clean, whatever an earlier one left behind.
        if stack.isEmpty { unwindingTo = nil }
        // Unwinding: nothing more is resolved until the looping view is left.
        guard unwindingTo == nil else { return [] }
        let depth = stack.count
        let id = ObjectIdentifier(type)
        if depth == 0 { stackTop = stackAddress() }
        if depth >= maxDepth || stackNearlyFull() {
            let first = stack.firstIndex { $0.type == id } ?? depth
            let outer = first < depth ? stack[first].identity : context.identity
            context.graph?.record(RenderError(
                identity: outer, viewType: "\(V.self)",
                message: "its body contains itself without end (more than \(maxDepth) nested bodies, or the stack nearly full); "
                    + "stop the recursion on a condition, e.g. a depth that counts down. The view is left out"))
            // A `V` further out is where the loop starts: leave it out. Deep bodies that do not
            // repeat a type lose only this view.
            if first < depth { unwindingTo = first }
            return []
        }
        stack.append((id, context.identity))
        defer { stack.removeLast() }
        let nodes = body()
        if let target = unwindingTo {
            if depth == target { unwindingTo = nil }
            return []
        }
        return nodes
    }
}
