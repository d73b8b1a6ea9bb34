import Flipbook
import Foundation

/// The screen snapshots are taken on, as UIKit's `UIScreen`: a current iPhone simulator's
/// (390 × 844 points at 3×), so that helpers naming goldens after `UIScreen.main.scale` and
/// strategies that default to the screen's scale produce what iOS records.
///
/// Teams whose goldens come from another simulator set the scale once, before the tests run:
/// the environment variable `SNAPSHOT_DISPLAY_SCALE=2`, or `UIScreen.main.scale = 2` (e.g. in
/// a test case's `setUp`). A strategy's `traits: .init(displayScale:)` still wins.
public final class UIScreen: @unchecked Sendable {
    /// The one screen.
    public static let main = UIScreen()

    private let lock = NSLock()
    private var _scale: CGFloat
    private var _bounds: CGRect

    init() {
        _scale = UIScreen.environmentScale ?? 3
        _bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    }

    /// `SNAPSHOT_DISPLAY_SCALE` if it holds a scale.
    static var environmentScale: CGFloat? {
        scale(fromEnvironmentValue: ProcessInfo.processInfo.environment["SNAPSHOT_DISPLAY_SCALE"])
    }

    /// The scale an environment value names: a number in 0 < s ≤ 8; anything else warns on
    /// stderr and gives `nil` (the default, 3).
    package static func scale(fromEnvironmentValue text: String?) -> CGFloat? {
        guard let text else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value > 0, value <= 8 else {
            FileHandle.standardError.write(Data("Flipbook: SNAPSHOT_DISPLAY_SCALE=\(text) is not a scale between 0 and 8 (e.g. 2 or 3); using 3.\n".utf8))
            return nil
        }
        return CGFloat(value)
    }

    /// Pixels per point: 3 (every current iPhone simulator), `SNAPSHOT_DISPLAY_SCALE`, or what
    /// a test set. Settable here (UIKit's is read-only) so that a suite can match its goldens.
    public var scale: CGFloat {
        get { lock.withLock { _scale } }
        set {
            precondition(newValue > 0 && newValue <= 8, "UIScreen.main.scale must be between 0 and 8 (e.g. 2 or 3); found \(newValue)")
            lock.withLock { _scale = newValue }
        }
    }

    /// As `scale`: a simulator's native scale is its scale.
    public var nativeScale: CGFloat { scale }

    /// The screen in points (an iPhone 13/14's 390 × 844 unless set).
    public var bounds: CGRect {
        get { lock.withLock { _bounds } }
        set { lock.withLock { _bounds = newValue } }
    }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The device the tests run on, as UIKit's `UIDevice`: an iPhone simulator, so that golden
/// names built from `UIDevice.current.model` ("iPhone") match those recorded on iOS.
/// `SNAPSHOT_DEVICE_MODEL` (e.g. `iPad`) names another.
public final class UIDevice: Sendable {
    /// The current device.
    public static let current = UIDevice()

    /// "iPhone", or `SNAPSHOT_DEVICE_MODEL`.
    public let model: String
    /// The model, as a simulator reports it.
    public var localizedModel: String { model }
    /// "iOS" ("iPadOS" is reported as "iOS" too).
    public let systemName = "iOS"
    /// The iOS version the catalogue's look follows.
    public let systemVersion = "17.0"
    /// The simulator's name.
    public var name: String { model }
    /// `.pad` when the model is an iPad, otherwise `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { model.hasPrefix("iPad") ? .pad : .phone }

    init() {
        let named = ProcessInfo.processInfo.environment["SNAPSHOT_DEVICE_MODEL"]?.trimmingCharacters(in: .whitespaces)
        model = (named?.isEmpty == false ? named : nil) ?? "iPhone"
    }
}
