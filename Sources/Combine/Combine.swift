// `import Combine` on Linux: OpenCombine, the Combine API Flipbook already re-exports, under
// Combine's module name, so that SwiftUI code importing Combine builds unchanged. Take it with
// `.product(name: "Combine", package: "Flipbook", condition: .when(platforms: [.linux]))`.
@_exported import OpenCombine
