import { preloadablePage } from "../../registry/preloadable-page";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import type { ResourceDefinition } from "../../registry/types";
import { prefetchHome } from "./home-requests";

export const homeResources: ResourceDefinition[] = [
  {
    name: "main",
    labelKey: "menu.home",
    icon: <HomeOutlined />,
    actions: ["list"],
    pages: { list: preloadablePage(() => import("./home-page")) },
    prefetchList: (prefetch) => void prefetchHome(prefetch),
  },
];
