// Stand-ins for the Moments app's own types (view models, RxSwift, Kingfisher, UIKit's blur,
// asset catalogue), so its SwiftUI views compile and render unchanged. Pictures are drawn by
// Flipbook itself, so they are deterministic and need no files.
import Flipbook

// MARK: App helpers the article uses but does not show

enum Spacing {
    static let twoExtraSmall: CGFloat = 4
    static let extraSmall: CGFloat = 8
    static let small: CGFloat = 12
    static let medium: CGFloat = 16
    static let large: CGFloat = 24
}

extension LinearGradient {
    /// The app's shorthand: a diagonal gradient through the colours.
    init(_ colors: Color...) {
        self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

/// The asset-catalogue colours the views name, from Examples/like-toggle.json
/// (the like button's) plus the timeline background.
enum MomentsColors {
    static func register() {
        let c = ColorCatalog.shared
        c.register("likeButtonStart", light: hex(0xE1E1EB), dark: hex(0x323C41))
        c.register("likeButtonEnd", light: hex(0xE1E1EB), dark: hex(0x19191E))
        c.register("likeButtonFillStart", light: hex(0x3CA0F0), dark: hex(0x3CA0F0))
        c.register("likeButtonFillEnd", light: hex(0x1E5078), dark: hex(0x1E5078))
        c.register("likeButtonSelected", light: hex(0xF73757), dark: hex(0xF73757))
        c.register("likeButtonNotSelected", light: hex(0xE1E1EB), dark: hex(0xE1E1EB))
        c.register("background", light: hex(0xE6E6EE), dark: hex(0x1C1C22))
    }

    static func hex(_ v: UInt32) -> Color {
        Color(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
    }
}

// MARK: RxSwift and the view models, as plain values

final class DisposeBag {}
struct Disposable { func disposed(by bag: DisposeBag) {} }
struct Completable { func subscribe() -> Disposable { Disposable() } }

protocol ListItemViewModel {}

struct UserProfileListItemViewModel: ListItemViewModel {
    let name: String
    let avatarURL: URL?
    let backgroundImageURL: URL?
}

struct MomentListItemViewModel: ListItemViewModel {
    let userAvatarURL: URL?
    let userName: String
    let title: String?
    let photoURL: URL?
    let postDateDescription: String?
    let likes: [URL]?
    func like(from userID: String) -> Completable { Completable() }
    func unlike(from userID: String) -> Completable { Completable() }
}

struct IdentifiableURL: Identifiable {
    let id: UUID = .init()
    let url: URL
}

struct User: Sendable { let userID: String }
enum UserDataStore { static let current = User(userID: "0") }
protocol MomentsRepoType: Sendable {}
struct MomentsRepo: MomentsRepoType { static let shared = MomentsRepo() }

final class UserDataStoreObservableObject: ObservableObject {
    @Published var currentUser = UserDataStore.current
}

/// The timeline's items as the app's repository would deliver them (the RxSwift subject
/// replays its cached list at subscription, so the list is full before the first frame).
final class MomentsListObservableObject: ObservableObject {
    @Published var listItems: [IdentifiableListItemViewModel] = []
    init(userID: String, momentsRepo: MomentsRepoType) {
        listItems = SampleMoments.items.map { IdentifiableListItemViewModel(viewModel: $0) }
    }
    func loadItems() {}
}

enum SampleMoments {
    static func url(_ name: String) -> URL? { URL(string: "https://moments.example/\(name).png") }
    static var items: [ListItemViewModel] {
        [
            UserProfileListItemViewModel(name: "Jake Lin", avatarURL: url("avatar-jake"), backgroundImageURL: url("background")),
            MomentListItemViewModel(userAvatarURL: url("avatar-lily"), userName: "Lily", title: "周末去海边，天气真好！",
                                    photoURL: url("photo"), postDateDescription: "2 hours ago",
                                    likes: [url("avatar-jake")!, url("avatar-ming")!]),
            MomentListItemViewModel(userAvatarURL: url("avatar-ming"), userName: "Ming", title: "New SwiftUI toggle styles",
                                    photoURL: nil, postDateDescription: "Yesterday", likes: nil),
        ]
    }
}

// MARK: Pictures: Kingfisher, UIImage literals, UIKit's blur

/// Kingfisher's `KFImage(url)`: here a picture drawn for the URL's name.
@MainActor func KFImage(_ url: URL?) -> Image {
    let name = url?.deletingPathExtension().lastPathComponent ?? ""
    switch name {
    case "background": return GeneratedPictures.background
    case "photo": return GeneratedPictures.photo
    case "avatar-jake": return GeneratedPictures.avatar(0x5B8DEF, 0x2B4FA8)
    case "avatar-lily": return GeneratedPictures.avatar(0xF7A8B8, 0xD1495B)
    default: return GeneratedPictures.avatar(0x7BC67B, 0x2E7D32)
    }
}

/// UIKit's image type, only as far as `#imageLiteral(resourceName:)` and `Image(uiImage:)` need.
@MainActor struct UIImage: @preconcurrency _ExpressibleByImageLiteral {
    let image: Image
    init(imageLiteralResourceName name: String) {
        image = name == "Blob" ? GeneratedPictures.blob : Image(systemName: "photo")
    }
}

extension Image {
    init(uiImage: UIImage) { self = uiImage.image }
}

/// UIKit's blur view: a translucent system background (no blur of what is behind).
struct BlurView: View {
    enum Style { case systemMaterial }
    let style: Style
    var body: some View {
        Color(light: Color(white: 0.98, opacity: 0.94), dark: Color(white: 0.11, opacity: 0.94))
    }
}

@MainActor
enum GeneratedPictures {
    static func draw<V: View>(_ view: V, scale: CGFloat = 2) -> Image {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return Image(pixels: r.pixelBuffer, scale: scale)
    }

    static func avatar(_ top: UInt32, _ bottom: UInt32) -> Image {
        draw(ZStack {
            LinearGradient(colors: [MomentsColors.hex(top), MomentsColors.hex(bottom)], startPoint: .top, endPoint: .bottom)
            Image(systemName: "person.fill").resizable().scaledToFit().padding(14).foregroundColor(.white.opacity(0.9))
        }.frame(width: 80, height: 80))
    }

    static var background: Image {
        draw(ZStack {
            LinearGradient(colors: [MomentsColors.hex(0x2E3192), MomentsColors.hex(0x1BFFFF)], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(Color.white.opacity(0.25)).frame(width: 120, height: 120).offset(x: 110, y: -90)
        }.frame(width: 390, height: 350))
    }

    static var photo: Image {
        draw(ZStack(alignment: .bottom) {
            LinearGradient(colors: [MomentsColors.hex(0x89CFF0), MomentsColors.hex(0xFFF1C1)], startPoint: .top, endPoint: .bottom)
            Circle().fill(MomentsColors.hex(0xFFB347)).frame(width: 44, height: 44).offset(x: 60, y: -70)
            Ellipse().fill(MomentsColors.hex(0x2A7B9B)).frame(width: 360, height: 90).offset(y: 40)
        }.frame(width: 240, height: 120).clipped())
    }

    static var blob: Image {
        draw(Circle()
            .fill(RadialGradient(colors: [MomentsColors.hex(0x1E2A78), MomentsColors.hex(0x1E2A78).opacity(0)],
                                 center: .center, startRadius: 0, endRadius: 200))
            .frame(width: 400, height: 400), scale: 1)
    }
}
