@_exported import ModalCore
