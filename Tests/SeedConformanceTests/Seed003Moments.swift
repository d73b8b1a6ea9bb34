// Seed 003 (Moments app: "32 | replacing UIKit with SwiftUI", Chinese): the state-management
// examples and the SwiftUI Moments timeline, with its neumorphic like toggle.
//
// Edits, each for a reason:
// - The article reuses the names ContentView/ChildView/ParentView/UserObservableObject across
//   examples; each example lives in its own `enum` namespace so all compile in one module.
// - `@main` is dropped from `MomentsApp` (a test target has its own entry point).
// - App-specific types are replaced by stand-ins in `MomentsStandIns.swift`: the RxSwift view
//   models (MomentsTimelineViewModel, DisposeBag, subscribe/disposed) become plain values;
//   KFImage(url) and `Image(uiImage: #imageLiteral(resourceName: "Blob"))` draw generated
//   bitmaps; BlurView(style:) is a translucent fill (UIKit's blur has no Linux equivalent);
//   asset colours `Color("…")` come from a colour table registered in ColorCatalog (values
//   from Examples/like-toggle.json); `Spacing` and `LinearGradient(_:_:)` are
//   the app's own helpers.
// - The article shows SwiftUIUserProfileListItemView and SwiftUIMomentListItemView in
//   fragments (properties, body, modifiers); they are joined here in the order shown, and
//   the moment view's placeholder `Toggle(isOn: $isLiked) { }` is the full toggle shown next.
// - `ScrollView(axes, …)` refers to an `axes` property the article does not show; it is
//   declared as `.vertical`.
import Flipbook

// MARK: State management examples

enum StateExample {
    struct ContentView: View {
        @State private var age = 20
        var body: some View {
            Button("生日啦，现在几岁: \(age)") {
                age += 1
            }
        }
    }
}

enum ManualNotifyExample {
    class UserObservableObject: ObservableObject {
        var name = "Jake"
        var age = 20 {
            willSet {
                objectWillChange.send()
            }
        }
    }
}

class UserObservableObject: ObservableObject {
    var name = "Jake"
    @Published var age = 20
}

enum ObservedObjectExample {
    struct ChildView: View {
        @ObservedObject var user: UserObservableObject
        var body: some View {
            Button("生日啦，现在几岁: \(user.age)") {
                user.age += 1
            }
        }
    }
    struct ParentView: View {
        @StateObject var user: UserObservableObject = .init()
        var body: some View {
            VStack {
                Text("你的名字：\(user.name)")
                ChildView(user: user)
            }
        }
    }
}

enum EnvironmentObjectExample {
    struct MomentsApp: App {
        @StateObject var user: UserObservableObject = .init()
        var body: some Scene {
            WindowGroup {
                ParentView()
                    .environmentObject(user)
            }
        }
    }
    struct ChildView: View {
        @EnvironmentObject var user: UserObservableObject
        var body: some View {
            Button("生日啦，现在几岁: \(user.age)") {
                user.age += 1
            }
        }
    }
    struct ParentView: View {
        var body: some View {
            VStack {
                ChildView()
            }
        }
    }
}

enum BindingExample {
    struct ChildView: View {
        @Binding var isPresented: Bool
        var body: some View {
            Button("关闭") {
                isPresented = false
            }
        }
    }
    struct ParentView: View {
        @State private var showingChildView = false
        var body: some View {
            VStack {
                Text("父 View")
            }.sheet(isPresented: $showingChildView) {
                ChildView(isPresented: $showingChildView)
            }
        }
    }
}

// MARK: The SwiftUI Moments timeline

struct IdentifiableListItemViewModel: Identifiable {
    let id: UUID = .init()
    let viewModel: ListItemViewModel
}

struct SwiftUIMomentsTimelineView: View {
    @StateObject private var userDataStore: UserDataStoreObservableObject = .init()
    @StateObject private var momentsList: MomentsListObservableObject = .init(userID: UserDataStore.current.userID, momentsRepo: MomentsRepo.shared)
    @State private var isDragging: Bool = false
    private let axes: Axis.Set = .vertical
    var body: some View {
        ScrollView(axes, showsIndicators: true) {
            LazyVStack {
                ForEach (momentsList.listItems) { item in
                    SwiftUIMomentsListItemView(viewModel: item.viewModel, isDragging: $isDragging).ignoresSafeArea(.all)
                }.onAppear(perform: {
                    momentsList.loadItems()
                })
            }
        }.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .background(Color("background"))
        .ignoresSafeArea(.all)
        .environmentObject(userDataStore)
    }
}

struct SwiftUIMomentsListItemView: View {
    let viewModel: ListItemViewModel
    @Binding var isDragging: Bool
    var body: some View {
        if let viewModel = viewModel as? UserProfileListItemViewModel {
            SwiftUIUserProfileListItemView(viewModel: viewModel, isDragging: $isDragging)
        } else if let viewModel = viewModel as? MomentListItemViewModel {
            SwiftUIMomentListItemView(viewModel: viewModel)
        }
    }
}

struct SwiftUIUserProfileListItemView: View {
    let viewModel: UserProfileListItemViewModel
    @Binding var isDragging: Bool
    @State private var viewSize: CGSize = .zero

    var body: some View {
        VStack {
            Spacer()
            HStack {
                Spacer()
                Text(viewModel.name)
                    .font(.title2)
                    .foregroundColor(.white)
                    .padding(.trailing, 10)
                KFImage(viewModel.avatarURL)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 80, height: 80, alignment: .center)
                    .clipShape(Circle())
            }
            .padding(.trailing, 10)
            .padding(.bottom, 10)
        }
        .frame(height: 350)
        .frame(maxWidth: .infinity)
        .background(
            ZStack {
                Image(uiImage: #imageLiteral(resourceName: "Blob"))
                    .offset(x: -200, y: -200)
                    .rotationEffect(Angle(degrees: 450))
                    .blendMode(.plusDarker)
                Image(uiImage: #imageLiteral(resourceName: "Blob"))
                    .offset(x: -200, y: -250)
                    .rotationEffect(Angle(degrees: 360), anchor: .leading)
                    .blendMode(.overlay)
            }
        )
        .background(
            KFImage(viewModel.backgroundImageURL)
                .resizable()
                .offset(x: viewSize.width / 20, y: viewSize.height / 20)
        )
        .clipShape(RoundedRectangle(cornerRadius: 30, style: .continuous))
        .scaleEffect(isDragging ? 0.9 : 1)
        .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.8))
        .rotation3DEffect(Angle(degrees: 5), axis: (x: viewSize.width, y: viewSize.height, z: 0))
        .gesture(
            DragGesture().onChanged({ value in
                self.isDragging = true
                self.viewSize = value.translation
            }).onEnded({ _ in
                self.isDragging = false
                self.viewSize = .zero
            })
        )
    }
}

struct SwiftUIMomentListItemView: View {
    let viewModel: MomentListItemViewModel
    @State private var isLiked: Bool = false
    @EnvironmentObject var userDataStore: UserDataStoreObservableObject
    private let disposeBag: DisposeBag = .init()

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            HStack(alignment: .top, spacing: Spacing.medium) {
                KFImage(viewModel.userAvatarURL)
                    .resizable()
                    .clipShape(Circle())
                    .frame(width: 44, height: 44)
                    .shadow(color: Color.primary.opacity(0.15), radius: 5, x: 0, y: 2)
                    .padding(.leading, Spacing.medium)
                VStack(alignment: .leading) {
                    Text(viewModel.userName)
                        .font(.subheadline)
                        .foregroundColor(.primary)
                    if let title = viewModel.title {
                        Text(title)
                            .font(.body)
                            .foregroundColor(Color.secondary)
                    }
                    if let photoURL = viewModel.photoURL {
                        KFImage(photoURL)
                            .resizable()
                            .frame(width: 240, height: 120)
                    }
                    if let postDateDescription = viewModel.postDateDescription {
                        Text(postDateDescription)
                            .font(.footnote)
                            .foregroundColor(Color.secondary)
                    }
                    if let likes = viewModel.likes, !likes.isEmpty {
                        HStack {
                            Image(systemName: "heart")
                                .foregroundColor(.secondary)
                            ForEach(likes.map { IdentifiableURL(url: $0) }) {
                                KFImage($0.url)
                                    .resizable()
                                    .frame(width: 20, height: 20)
                                    .clipShape(Circle())
                                    .shadow(color: Color.primary.opacity(0.15), radius: 3, x: 0, y: 2)
                            }
                        }
                    }
                }
                Spacer()
            }
            Toggle(isOn: $isLiked) {
                Image(systemName: "heart.fill")
                    .foregroundColor(isLiked == true ? Color("likeButtonSelected") : Color("likeButtonNotSelected"))
                    .animation(.easeIn)
            }
            .toggleStyle(LikeToggleStyle())
            .padding(.trailing, Spacing.medium)
            .onChange(of: isLiked, perform: { isOn in
                guard isLiked == isOn else { return }
                if isOn {
                    viewModel.like(from: userDataStore.currentUser.userID).subscribe().disposed(by: disposeBag)
                } else {
                    viewModel.unlike(from: userDataStore.currentUser.userID).subscribe().disposed(by: disposeBag)
                }
            })
        }
        .frame(maxWidth:.infinity)
        .padding(EdgeInsets(top: Spacing.medium, leading: 0, bottom: Spacing.medium, trailing: 0))
        .background(BlurView(style: .systemMaterial))
        .clipShape(RoundedRectangle(cornerRadius: 30, style: .continuous))
        .shadow(color: Color.black.opacity(0.15), radius: 20, x: 0, y: 20)
        .padding(.horizontal)
    }
}

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

private struct LikeToggleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S
    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(LinearGradient(Color("likeButtonFillEnd"), Color("likeButtonFillStart")))
                    .overlay(shape.stroke(LinearGradient(Color("likeButtonFillStart"), Color("likeButtonFillEnd")), lineWidth: 2))
                    .shadow(color: Color("likeButtonStart"), radius: 5, x: 5, y: 5)
                    .shadow(color: Color("likeButtonEnd"), radius: 5, x: -5, y: -5)
            } else {
                shape
                    .fill(LinearGradient(Color("likeButtonFillStart"), Color("likeButtonFillEnd")))
                    .overlay(shape.stroke(LinearGradient(Color("likeButtonFillStart"), Color("likeButtonFillEnd")), lineWidth: 2))
                    .shadow(color: Color("likeButtonStart"), radius: 5, x: 5, y: 5)
                    .shadow(color: Color("likeButtonEnd"), radius: 5, x: -5, y: -5)
            }
        }
    }
}

/// The like toggle on its own, as the flagship demo shows it.
struct LikeToggleDemo: View {
    @State var isLiked = false
    var body: some View {
        Toggle(isOn: $isLiked) {
            Image(systemName: "heart.fill")
                .foregroundColor(isLiked == true ? Color("likeButtonSelected") : Color("likeButtonNotSelected"))
                .animation(.easeIn)
        }
        .toggleStyle(LikeToggleStyle())
    }
}
