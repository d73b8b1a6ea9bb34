// Seed 004 (Five Stars' "Button styles", Chinese translation): every style pasted verbatim.
// Edits: the article defines `RoundedRectangleButtonStyle` twice (a first version, then one
// that returns a new Button); the second lives in `enum Revised` so both compile side by
// side. The usage snippets (`Button("…") { … }.buttonStyle(…)`) are collected in
// `ButtonStyleGallery` with empty actions where the article wrote `...`.
import Flipbook

struct RoundedRectangleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Spacer()
      configuration.label.foregroundColor(.black)
      Spacer()
    }
    .padding()
    .background(Color.yellow.cornerRadius(8))
    .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

struct ShadowButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .shadow(
        color: configuration.isPressed ? Color.blue : Color.black,
        radius: 4, x: 0, y: 5
      )
  }
}

enum Revised {
  struct RoundedRectangleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button(action: {}, label: {
        HStack {
          Spacer()
          configuration.label.foregroundColor(.black)
          Spacer()
        }
      })
      // 👇🏻 makes all taps go to the the original button
      .allowsHitTesting(false)
      .padding()
      .background(Color.yellow.cornerRadius(8))
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
  }
}

struct RoundedRectangleWithShadowedLabelButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Spacer()
      configuration.label.foregroundColor(.black)
        .shadow(
          color: configuration.isPressed ? Color.red : Color.black,
          radius: 4, x: 0, y: 5
        )
      Spacer()
    }
    .padding()
    .background(Color.yellow.cornerRadius(8))
    .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

struct DoubleTapOnlyStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .onTapGesture(count: 2, perform: configuration.trigger)
  }
}

// 双击按钮动作就会触发
struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration) // <- Button instead of configuration.label
      .onTapGesture(count: 2, perform: configuration.trigger)
  }
}

// 点击时触发(即使在按钮外终止)
struct SwipeButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration)
      .gesture(
        DragGesture()
          .onEnded { _ in
            configuration.trigger()
          }
      )
  }
}

struct PlainNoTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration)
      .buttonStyle(PlainButtonStyle()) // 移除默认样式
      .allowsHitTesting(false)         // 取消事件触发
      .contentShape(Rectangle())       // 替换样式及交互
  }
}

/// The article's usage snippets, one per row, in the order it shows them.
struct ButtonStyleGallery: View {
  var body: some View {
    VStack(spacing: 12) {
      Button("Simple button") {
        // button tapped
      }

      Button("Simple button") {
      }
      .buttonStyle(DefaultButtonStyle())

      Button("Simple button") {
      }
      .buttonStyle(BorderlessButtonStyle())

      Button("Plain button") {
      }
      .buttonStyle(PlainButtonStyle())

      // 只有RoundedRectangleButtonStyle声效了
      Button("Rounded rectangle button style") {
        // button tapped
      }
      .buttonStyle(RoundedRectangleButtonStyle())
      .buttonStyle(ShadowButtonStyle())
      .buttonStyle(BorderlessButtonStyle())
      .buttonStyle(DefaultButtonStyle())

      Button("Rounded rectangle + shadow button style") {
        // button tapped
      }
      .buttonStyle(Revised.RoundedRectangleButtonStyle())
      .buttonStyle(ShadowButtonStyle())

      Button("Rounded rectangle + shadow button style") {
        // button tapped
      }
      .buttonStyle(RoundedRectangleWithShadowedLabelButtonStyle())

      Button("Double tap me") {
        // button double tapped
      }
      .buttonStyle(DoubleTapOnlyStyle())

      Button(
        "Double tap or swipe",
        action: {
          // handle action here
        }
      )
      .buttonStyle(DoubleTapStyle())
      .buttonStyle(SwipeButtonStyle())
      .buttonStyle(PlainNoTapStyle())

      Button(
        "Primitive + button style",
        action: {
          // handle action here
        }
      )
      // 即使把手指从按钮上拖出来也能触发按钮事件
      .buttonStyle(SwipeButtonStyle())
      .buttonStyle(RoundedRectangleButtonStyle())
    }
    .padding()
  }
}
