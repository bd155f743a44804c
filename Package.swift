// swift-tools-version:6.0
// The modalplay package: a terminal playground for snap-point modal configurations.
import PackageDescription

/// Release builds let the shell inline the engine's small accessors across modules (every
/// step reads a dozen of them; without this each call copies the manager): about 5% faster
/// scripts.
let crossModule: [SwiftSetting] = [
  .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))
]

let package = Package(
  name: "ModalPlayground",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "modalplay", targets: ["modalplay"]),
    .library(name: "ModalCore", targets: ["ModalCore"]),
  ],
  targets: [
    .target(
      name: "ModalCore",
      swiftSettings: crossModule,
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "ModalRender", dependencies: ["ModalCore"], swiftSettings: crossModule),
    .target(
      name: "ModalShell", dependencies: ["ModalCore", "ModalRender"], swiftSettings: crossModule),
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .target(name: "CEditShim", dependencies: ["CLibEdit"]),
    .executableTarget(
      name: "modalplay",
      dependencies: ["ModalCore", "ModalRender", "ModalShell", "CEditShim"],
      // The Swift runtime linked in statically on Linux: start-up no longer spends most of its
      // time resolving symbols of shared libraries (about 7 ms -> 4 ms).
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]
    ),
    .executableTarget(name: "modalbench", dependencies: ["ModalCore"]),
    .testTarget(name: "ModalCoreTests", dependencies: ["ModalCore"]),
    .testTarget(name: "ModalRenderTests", dependencies: ["ModalRender"]),
    .testTarget(name: "ModalShellTests", dependencies: ["ModalShell"]),
  ],
  swiftLanguageModes: [.v6]
)
